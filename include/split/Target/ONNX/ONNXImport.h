//===- ONNXImport.h - ONNX models to the split dialect ----------*- C++ -*-===//
//
// Imports an ONNX model (ModelProto, parsed with ONNX's own generated
// protobuf classes) into a module holding `func.func @main_graph`, as
// docs/Interface.md ("ONNX models") describes.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_TARGET_ONNX_ONNXIMPORT_H
#define SPLIT_TARGET_ONNX_ONNXIMPORT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::split {

struct ONNXImportOptions {
  /// Import ops other than Split, SplitToSequence, SequenceAt,
  /// SequenceLength, Identity and Constant as generic `"onnx.<OpType>"` ops
  /// (needs a context that allows unregistered dialects) instead of failing.
  bool allowUnsupportedOps = false;
  /// Whether the messages about unsupported ops suggest the caller's
  /// `--allow-unsupported-ops` option (split-translate has it; a host that
  /// runs the model, such as split-onnx-run, cannot run such ops).
  bool suggestAllowUnsupportedOps = false;
};

/// The dialects an imported module uses.
void registerONNXImportDialects(DialectRegistry &registry);

/// Parses `bytes` as an ONNX ModelProto and imports its main graph. On
/// failure, reports errors (naming the node where there is one) through the
/// context's diagnostic engine and returns null; bad input never crashes.
/// `fileName` names the locations, and its directory is where tensors
/// stored as ONNX external data are read from ("-" or "<stdin>": a model
/// without a directory, which cannot have external data).
OwningOpRef<ModuleOp> importONNXModel(llvm::StringRef bytes,
                                      llvm::StringRef fileName,
                                      MLIRContext *context,
                                      const ONNXImportOptions &options = {});

/// Registers the `--import-onnx` translation and its
/// `--allow-unsupported-ops` option.
void registerONNXImportTranslation();

} // namespace mlir::split

#endif // SPLIT_TARGET_ONNX_ONNXIMPORT_H
