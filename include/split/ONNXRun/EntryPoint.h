//===- EntryPoint.h - calling an imported ONNX graph from C++ ---*- C++ -*-===//
//
// The ABI through which a host runs the `main_graph` the importer made
// (docs/ONNX.md, "Running a model"): an entry function `split_onnx_run_entry`
// with `llvm.emit_c_interface`, taking main_graph's arguments and returning
// nothing. It calls main_graph and hands every result to a host callback as
// an unranked tensor: `split_onnx_run_result_N(i64 output, i64 element,
// tensor<*xE>)` (one declaration per element type, all bound to one host
// function), element = -1 for a tensor result and 0..k-1 for the elements
// of a sequence result, read with split.sequence_length / split.sequence_at.
// Sequence results thus leave the JIT through the dialect's own ops, not
// through the private layout the lowering gives !split.seq values; sequence
// arguments enter the same way: the host concatenates the elements along
// one axis and the entry point rebuilds the sequence with SplitToSequence.
//
// Strings cross the interface as SplitString {pointer, length} pairs
// (split/Runtime/Runtime.h): inputs point into the strings the host decoded,
// which outlive the run; results are copied out during the callback.
//
// The entry point runs as a guarded call (split::callGuarded, JIT.h): a
// split.check failing at run time ends it, the run fails with the op's
// message, the buffers the aborted run had allocated are freed and the
// process goes on.
//
//===----------------------------------------------------------------------===//

#ifndef SPLIT_ONNXRUN_ENTRYPOINT_H
#define SPLIT_ONNXRUN_ENTRYPOINT_H

#include "split/ExecutionEngine/JIT.h"
#include "split/Target/ONNX/TensorProto.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir::func {
class FuncOp;
} // namespace mlir::func

namespace mlir::split::onnx_import {

/// The entry function addEntryPoint adds.
constexpr llvm::StringLiteral kEntryPointName = "split_onnx_run_entry";

/// Adds `split_onnx_run_entry` for `graph` and the declarations of its
/// result callbacks (`split_onnx_run_result_N`) to `module`; returns the
/// number of callbacks.
unsigned addEntryPoint(ModuleOp module, func::FuncOp graph);

/// A graph argument or result on the host: a tensor, or a sequence of
/// tensors.
struct HostValue {
  bool isSequence = false;
  /// The tensor, if not a sequence.
  TensorData tensor;
  /// The elements, if a sequence.
  std::vector<TensorData> elements;
};

/// `main_graph` of an imported model with its entry point, lowered by
/// split-to-llvm and JIT-compiled.
class CompiledGraph {
public:
  /// Adds the entry point to `module` (as importONNXModel made it, holding
  /// `main_graph`), lowers it and JIT-compiles it with `options`. Fails with
  /// the first error the lowering reports, or the JIT's.
  static llvm::Expected<std::unique_ptr<CompiledGraph>>
  compile(ModuleOp module, const JITOptions &options);
  ~CompiledGraph();

  /// main_graph's type (tensor and !split.seq arguments and results).
  FunctionType getType() const { return type; }

  /// The warnings of the lowering, one message each: ops that fail if they
  /// execute, by the values of constant operands (docs/Semantics.md §5).
  ArrayRef<std::string> getWarnings() const { return warnings; }

  /// Runs main_graph on `inputs`, one per argument. Fails (never crashes)
  /// with the reason: an input that does not fit its argument ("input 1 is
  /// float but the model takes int64"), the message of a split.check that
  /// failed, or results the compiled code reported wrongly.
  llvm::Expected<std::vector<HostValue>>
  run(std::vector<HostValue> inputs) const;

private:
  CompiledGraph() = default;

  std::unique_ptr<ExecutionEngine> engine;
  void (*entry)(void **) = nullptr;
  FunctionType type;
  std::vector<std::string> warnings;
};

} // namespace mlir::split::onnx_import

#endif // SPLIT_ONNXRUN_ENTRYPOINT_H
