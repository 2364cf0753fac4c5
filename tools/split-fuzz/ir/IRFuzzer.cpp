//===- IRFuzzer.cpp - fuzz parse, verify, canonicalize and lower ---------===//
//
// libFuzzer target over split IR text: parse (with every dialect split-opt
// knows), verify, then canonicalize; a module that survives canonicalization
// and still verifies then goes through the whole split-to-LLVM pipeline
// (buildSplitToLLVMPipeline) when SPLIT_FUZZ_LOWER is set in the
// environment, so one binary covers targets (a) and (c) of the fuzzing plan.
// Diagnostics are discarded: errors are expected answers, only crashes,
// sanitizer reports and hangs are findings.
//
//===----------------------------------------------------------------------===//

#include "split/Pipelines/Pipelines.h"
#include "split/Tools/Registration.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace mlir;

namespace {
/// One context for the whole fuzzing session: creating one per input would
/// dominate the run time. Threading is off so that crashes reproduce.
MLIRContext &fuzzContext() {
  static MLIRContext *context = [] {
    DialectRegistry registry;
    split::registerSplitToolDialects(registry);
    auto *created = new MLIRContext(registry, MLIRContext::Threading::DISABLED);
    created->loadAllAvailableDialects();
    return created;
  }();
  return *context;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const bool lower = std::getenv("SPLIT_FUZZ_LOWER") != nullptr;
  MLIRContext &context = fuzzContext();
  ScopedDiagnosticHandler discard(&context,
                                  [](Diagnostic &) { return success(); });
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  ParserConfig config(&context);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, config);
  if (!module || failed(verify(*module)))
    return 0;
  PassManager canonicalize(&context);
  canonicalize.addPass(createCanonicalizerPass());
  if (failed(canonicalize.run(*module)) || failed(verify(*module)) || !lower)
    return 0;
  PassManager pipeline(&context);
  split::buildSplitToLLVMPipeline(pipeline);
  (void)pipeline.run(*module);
  return 0;
}
