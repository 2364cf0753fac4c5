//===- SplitToTensor.h - split to tensor/scf/arith --------------*- C++ -*-===//

#ifndef SPLIT_CONVERSION_SPLITTOTENSOR_SPLITTOTENSOR_H
#define SPLIT_CONVERSION_SPLITTOTENSOR_SPLITTOTENSOR_H

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::split {

/// Converts `!split.seq<T>` into its run-time representation (data, offsets,
/// shape; see the convert-split-to-tensor pass) and leaves other types alone.
class SequenceTypeConverter : public TypeConverter {
public:
  SequenceTypeConverter();
};

/// Patterns lowering split.split, split.split_to_sequence,
/// split.sequence_at and split.sequence_length.
void populateSplitToTensorConversionPatterns(
    const SequenceTypeConverter &typeConverter, RewritePatternSet &patterns);

} // namespace mlir::split

#endif // SPLIT_CONVERSION_SPLITTOTENSOR_SPLITTOTENSOR_H
