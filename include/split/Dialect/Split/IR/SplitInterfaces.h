//===- SplitInterfaces.h - split op interfaces ------------------*- C++ -*-===//

#ifndef SPLIT_DIALECT_SPLIT_IR_SPLITINTERFACES_H
#define SPLIT_DIALECT_SPLIT_IR_SPLITINTERFACES_H

#include "split/Dialect/Split/Utils/Semantics.h"

#include "mlir/IR/OpDefinition.h"
#include "llvm/ADT/BitmaskEnum.h"

namespace mlir::split {

/// The ways an ONNX version can carry Split sizes (docs/Semantics.md §2).
enum class SizeForms : unsigned {
  None = 0,
  /// A `split` attribute (Split-1, -2, -11).
  Attribute = 1,
  /// A 1-D i64 `split` operand (Split-13, -18).
  IntegerList = 2,
  /// A 1-D float `split` operand (Split-1).
  FloatList = 4,
  /// The `num_outputs` attribute (Split-18).
  NumOutputs = 8,
  /// SplitToSequence's 0-D or 1-D `split` operand and `keepdims`.
  Sequence = 16,
  LLVM_MARK_AS_BITMASK_ENUM(/*LargestValue=*/Sequence)
};

/// Whether `forms` include `form`.
inline bool hasForm(SizeForms forms, SizeForms form) {
  return (forms & form) != SizeForms::None;
}

/// The attributes and operands that carry a versioned op's sizes, in the
/// terms of its ONNX version; what they mean is SplitOpInterface::getSizeSpec.
struct SizeOperands {
  /// The `split` attribute (Split-1, -2, -11).
  std::optional<SmallVector<int64_t>> attribute;
  /// The 1-D `split` operand: i64 (Split-13, -18), float (Split-1), i32 or
  /// i64 (SplitToSequence).
  Value list;
  /// SplitToSequence's 0-D `split` operand.
  Value scalar;
  /// Split-18's `num_outputs`.
  std::optional<int64_t> numOutputs;
  /// SplitToSequence's `keepdims`.
  int64_t keepdims = 1;
};

} // namespace mlir::split

#include "split/Dialect/Split/IR/SplitInterfaces.h.inc"

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITINTERFACES_H
