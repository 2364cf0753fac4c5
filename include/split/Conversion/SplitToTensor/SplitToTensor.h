//===- SplitToTensor.h - split to tensor/scf/arith --------------*- C++ -*-===//

#ifndef SPLIT_CONVERSION_SPLITTOTENSOR_SPLITTOTENSOR_H
#define SPLIT_CONVERSION_SPLITTOTENSOR_SPLITTOTENSOR_H

#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::split {

/// Converts `!split.seq<T>` into its run-time representation (data, offsets,
/// shape; see the convert-split-to-tensor pass) and leaves other types alone.
class SequenceTypeConverter : public TypeConverter {
public:
  SequenceTypeConverter();
};

/// Patterns lowering split.split, split.split_to_sequence,
/// split.sequence_at and split.sequence_length. A split.split checks its
/// dynamic sizes and result types at run time, unless it is in
/// `checkedSplits`: splits the caller made from versioned ops, whose rules
/// checked them already (convert-split-to-tensor's own normalisation).
void populateSplitToTensorConversionPatterns(
    const SequenceTypeConverter &typeConverter, RewritePatternSet &patterns,
    const llvm::DenseSet<Operation *> *checkedSplits = nullptr);

} // namespace mlir::split

#endif // SPLIT_CONVERSION_SPLITTOTENSOR_SPLITTOTENSOR_H
