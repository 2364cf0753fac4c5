//===- split-runner.cpp - JIT-run split IR --------------------------------===//
//
// mlir-runner for split IR: mlir-runner's flags (-e, --entry-point-result,
// --shared-libs, -O0), but input that still holds split or tensor-level ops
// goes through the split-to-llvm pipeline first, and the runtime helpers
// (MLIR's print functions, rtclock, split.check's failure path, the
// allocator of split/Runtime/Runtime.h) are linked in, so no --shared-libs
// flag is needed. It compiles through the project's one JIT wrapper
// (split/ExecutionEngine/JIT.h) and so by its one JIT policy; MLIR's
// JitRunnerMain cannot take that policy's LLVM pipeline.
//
//===----------------------------------------------------------------------===//

#include "split/ExecutionEngine/JIT.h"
#include "split/ExecutionEngine/LowerToLLVM.h"
#include "split/Runtime/Runtime.h"
#include "split/Tools/Registration.h"
#include "split/Tools/Version.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>

using namespace mlir;

namespace {

llvm::cl::OptionCategory category("split-runner options");

llvm::cl::opt<std::string> inputFile(llvm::cl::Positional,
                                     llvm::cl::desc("<input file>"),
                                     llvm::cl::init("-"),
                                     llvm::cl::cat(category));
llvm::cl::opt<std::string>
    entryPoint("e", llvm::cl::desc("The function to be called"),
               llvm::cl::value_desc("function name"), llvm::cl::init("main"),
               llvm::cl::cat(category));
llvm::cl::opt<std::string> entryResult(
    "entry-point-result",
    llvm::cl::desc("Textual description of the function type to be called"),
    llvm::cl::value_desc("f32 | i32 | i64 | void"), llvm::cl::init("f32"),
    llvm::cl::cat(category));
llvm::cl::list<std::string>
    sharedLibs("shared-libs", llvm::cl::desc("Libraries to link dynamically"),
               llvm::cl::CommaSeparated, llvm::cl::cat(category));
llvm::cl::opt<bool> noOptimization(
    "O0",
    llvm::cl::desc("Compile without optimisation (default: the JIT "
                   "policy of split/ExecutionEngine/JITPolicy.h)"),
    llvm::cl::cat(category));
// mlir-runner's -O1..-O3 are accepted: the JIT policy decides the level.
llvm::cl::opt<bool> o1("O1", llvm::cl::desc("Accepted, as -O3"),
                       llvm::cl::cat(category));
llvm::cl::opt<bool> o2("O2", llvm::cl::desc("Accepted, as -O3"),
                       llvm::cl::cat(category));
llvm::cl::opt<bool> o3("O3", llvm::cl::desc("The JIT policy (the default)"),
                       llvm::cl::cat(category));
// (LLVM already has a --threads option.)
llvm::cl::opt<unsigned> threads(
    "copy-threads",
    llvm::cl::desc("Copy large tensors (>= 1 MiB) with this many threads "
                   "(split-to-llvm's parallel-copies, OpenMP); default 1: "
                   "the sequential lowering"),
    llvm::cl::init(1), llvm::cl::cat(category));

/// Lowers anything that is not LLVM dialect (or OpenMP ops, from
/// parallel-copies) yet. Every function but the entry point becomes private
/// first: nothing outside the module calls them, so the JIT compiles no
/// wrapper for them and their many results may be returned through memory
/// (split-internalize-private-functions, split-return-results-by-pointer).
LogicalResult lowerModule(ModuleOp module) {
  bool isLLVM = true;
  module->walk([&](Operation *op) {
    if (op != module &&
        !llvm::isa<LLVM::LLVMDialect, omp::OpenMPDialect>(op->getDialect()))
      isLLVM = false;
  });
  if (isLLVM)
    return success();
  split::SplitToLLVMOptions options;
  options.parallelCopies = threads > 1;
  return split::lowerToLLVM(module, options, entryPoint);
}

/// Calls the entry point as a guarded call (split::invokeGuarded): a
/// run-time error returns as a split::RuntimeError after the buffers the
/// call allocated are freed, so that the error path leaks nothing either.
llvm::Error invoke(ExecutionEngine &engine,
                   llvm::MutableArrayRef<void *> arguments = {}) {
  return split::invokeGuarded(engine, entryPoint, arguments);
}

/// Calls the entry point, which returns a `T`, and prints the result.
template <typename T> llvm::Error invokeAndPrint(ExecutionEngine &engine) {
  T result{};
  // The packed wrapper of a function without arguments takes a pointer to
  // its result.
  void *arguments[] = {&result};
  if (llvm::Error error = invoke(engine, arguments))
    return error;
  llvm::outs() << result << '\n';
  return llvm::Error::success();
}

/// Checks that the entry point exists and returns `entryResult`, without
/// arguments, as mlir-runner does.
llvm::Error checkEntryPoint(ModuleOp module) {
  auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(entryPoint);
  if (!func)
    return llvm::createStringError("entry point not found");
  if (func.getFunctionType().getNumParams() != 0)
    return llvm::createStringError(
        "JIT can't invoke a function with arguments");
  Type result = func.getFunctionType().getReturnType();
  bool matches = entryResult == "void"  ? llvm::isa<LLVM::LLVMVoidType>(result)
                 : entryResult == "i32" ? result.isInteger(32)
                 : entryResult == "i64" ? result.isInteger(64)
                 : entryResult == "f32" ? result.isF32()
                                        : false;
  if (!matches)
    return llvm::createStringError("only single " + entryResult +
                                   " function result supported");
  return llvm::Error::success();
}

llvm::Error run(ModuleOp module) {
  if (failed(lowerModule(module)))
    return llvm::createStringError("could not lower the module to LLVM");
  if (llvm::Error error = checkEntryPoint(module))
    return error;
  split::runtime::setThreads(static_cast<int>(threads));
  SmallVector<StringRef> libraries(sharedLibs.begin(), sharedLibs.end());
  // MLIR's ExecutionEngine reports a library it cannot open and runs
  // without it.
  for (StringRef library : libraries)
    if (!llvm::sys::fs::exists(library))
      return llvm::createStringError("cannot open shared library '" + library +
                                     "': no such file");
  split::JITOptions options;
  options.optimize = !noOptimization;
  options.sharedLibPaths = libraries;
  auto engine = split::createJIT(module, options);
  if (!engine)
    return engine.takeError();
  if (entryResult == "void")
    return invoke(**engine);
  if (entryResult == "i32")
    return invokeAndPrint<int32_t>(**engine);
  if (entryResult == "i64")
    return invokeAndPrint<int64_t>(**engine);
  return invokeAndPrint<float>(**engine);
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  split::registerVersionPrinter();
  // Line-buffered, so that output interleaves with run-time errors on stderr
  // the way it was produced.
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  // MLIR's pass manager and timing options for the lowering (hidden, as
  // LLVM's -time-passes is for the JIT); LLVM's fatal errors exit with
  // status 1.
  split::initializeJITHost();
  llvm::cl::HideUnrelatedOptions(category);
  llvm::cl::ParseCommandLineOptions(argc, argv, "split JIT runner\n");
  if (entryResult != "void" && entryResult != "i32" && entryResult != "i64" &&
      entryResult != "f32") {
    llvm::errs() << "Error: --entry-point-result must be one of f32, i32, "
                    "i64, void, not '"
                 << entryResult << "'\n";
    return 1;
  }
  split::initializeJITTarget();
  split::runtime::initialize();

  DialectRegistry registry;
  split::registerSplitToolDialects(registry);
  registerAllToLLVMIRTranslations(registry);
  MLIRContext context(registry);
  llvm::SourceMgr sourceMgr;
  std::string message;
  auto file = openInputFile(inputFile, &message);
  if (!file) {
    llvm::errs() << message << "\n";
    return 1;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  // Errors and warnings (an op that fails if it executes) with their source
  // lines, as split-opt prints them; MLIR prints only errors without one.
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;
  llvm::Error error = run(*module);
  // The process ends here: leave the module's memory to the system instead
  // of freeing its ops one by one (10000 functions: 0.7 s of the run), as
  // clang leaves its AST (-disable-free). Buried, so that leak checkers see
  // it reachable.
  llvm::BuryPointer(module.release().getOperation());
  if (error) {
    // A run-time error is reported as the runtime reports it outside a
    // guarded call: after what the program printed, "error: " and the
    // message.
    llvm::Error other = llvm::handleErrors(
        std::move(error), [](const split::RuntimeError &runtimeError) {
          llvm::outs().flush();
          std::fflush(stdout);
          llvm::errs() << "error: " << runtimeError.getMessage() << "\n";
        });
    if (other)
      llvm::errs() << "Error: " << llvm::toString(std::move(other)) << "\n";
    return 1;
  }
  return 0;
}
