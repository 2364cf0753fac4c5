//===- ONNXFuzzer.cpp - fuzz the ONNX importer on model bytes ------------===//
//
// libFuzzer target: the bytes are a ModelProto for importONNXModel (protobuf
// parsing, ONNX's checker, the importer's own checks, op construction and
// verification). Errors are expected answers; crashes, sanitizer reports and
// hangs are findings.
//
//===----------------------------------------------------------------------===//

#include "split/Target/ONNX/ONNXImport.h"
#include "split/Tools/Registration.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;

namespace {
MLIRContext &fuzzContext() {
  static MLIRContext *context = [] {
    DialectRegistry registry;
    split::registerONNXImportDialects(registry);
    auto *created = new MLIRContext(registry, MLIRContext::Threading::DISABLED);
    created->loadAllAvailableDialects();
    return created;
  }();
  return *context;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MLIRContext &context = fuzzContext();
  ScopedDiagnosticHandler discard(&context,
                                  [](Diagnostic &) { return success(); });
  llvm::StringRef bytes(reinterpret_cast<const char *>(data), size);
  OwningOpRef<ModuleOp> module =
      split::importONNXModel(bytes, "fuzz.onnx", &context);
  if (module)
    (void)verify(*module);
  return 0;
}
