//===- split-onnx-run.cpp - run ONNX backend-test directories -------------===//
//
// For each directory (model.onnx, test_data_set_*/input_K.pb, output_K.pb):
// import the model, lower it with the split-to-llvm pipeline, JIT-compile it
// once, and run every data set with its inputs passed as run-time buffers
// (split/ONNXRun/BackendTest.h, EntryPoint.h). One line per data set,
// PASS or FAIL with the reason, then the counts; exit status 1 if any
// failed.
//
//===----------------------------------------------------------------------===//

#include "split/ExecutionEngine/JIT.h"
#include "split/ONNXRun/BackendTest.h"
#include "split/Target/ONNX/TensorProto.h"
#include "split/Tools/Registration.h"
#include "split/Tools/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace mlir;
using namespace mlir::split;
using namespace mlir::split::onnx_import;

namespace {

llvm::cl::OptionCategory category("split-onnx-run options");

llvm::cl::list<std::string>
    directories(llvm::cl::Positional, llvm::cl::OneOrMore,
                llvm::cl::desc("<ONNX backend-test directory>..."),
                llvm::cl::cat(category));

/// A line of the report: what the model, its file names or its data put in
/// it (names the importer quotes and escapes, paths) may hold any byte, and
/// no byte may end the line early or start another one. Printable ASCII is
/// kept (the importer's quoted names are escaped already); the rest gets
/// LLVM's escapes.
void printLine(llvm::StringRef text) {
  std::string line = escapeBytes(text);
  llvm::outs() << line << "\n";
  // Line by line, so that the report interleaves with stderr as it happens.
  llvm::outs().flush();
}

} // namespace

int main(int argc, char **argv) {
  mlir::split::registerVersionPrinter();
  llvm::InitLLVM init(argc, argv);
  // MLIR's pass manager and timing options for the lowering (hidden, as
  // LLVM's -time-passes is for the JIT); LLVM's fatal errors exit with
  // status 1.
  initializeJITHost();
  llvm::cl::HideUnrelatedOptions(category);
  llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "split-onnx-run: runs ONNX backend-test directories (model.onnx, "
      "test_data_set_*/input_K.pb, output_K.pb) through the split JIT\n");
  initializeJITTarget();

  DialectRegistry registry;
  registerSplitToolDialects(registry);
  registerAllToLLVMIRTranslations(registry);

  // The levels are the JIT policy's (split/ExecutionEngine/JITPolicy.h).
  JITOptions jitOptions;

  int passed = 0, failed = 0;
  for (const std::string &dir : directories) {
    DataSets dataSets = findDataSets(dir);
    for (const std::string &skipped : dataSets.skipped)
      printLine("SKIP " + skipped + ": not a directory");
    MLIRContext context(registry);
    // Small models; threads would only add start-up cost.
    context.disableMultithreading();
    llvm::SmallString<256> modelPath(dir);
    llvm::sys::path::append(modelPath, "model.onnx");
    llvm::Expected<std::unique_ptr<CompiledGraph>> graph =
        compileModelFile(modelPath, context, jitOptions);
    std::string why = graph ? "" : llvm::toString(graph.takeError());
    if (why.empty() && dataSets.directories.empty())
      why = "no test_data_set_* directory";
    if (!why.empty()) {
      // Every data set of a model that does not compile fails.
      if (dataSets.directories.empty())
        dataSets.directories.push_back(dir);
      for (const std::string &dataSet : dataSets.directories) {
        printLine("FAIL " + dataSet + ": " + why);
        ++failed;
      }
      continue;
    }
    // As split-opt reports them: an op that fails if it executes.
    for (const std::string &warning : (*graph)->getWarnings())
      llvm::errs() << "warning: " << escapeBytes(modelPath) << ": "
                   << escapeBytes(warning) << "\n";
    for (const std::string &dataSet : dataSets.directories) {
      std::string why = runDataSet(dataSet, **graph);
      if (why.empty()) {
        printLine("PASS " + dataSet);
        ++passed;
      } else {
        printLine("FAIL " + dataSet + ": " + why);
        ++failed;
      }
    }
  }
  llvm::outs() << passed << " passed, " << failed << " failed\n";
  return failed == 0 ? 0 : 1;
}
