//===- SplitToTensor.h - split to tensor/scf/arith --------------*- C++ -*-===//

#ifndef SPLIT_CONVERSION_SPLITTOTENSOR_SPLITTOTENSOR_H
#define SPLIT_CONVERSION_SPLITTOTENSOR_SPLITTOTENSOR_H

#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::split {

/// Converts `!split.seq<T>` into its run-time form (storage, end, table,
/// length; docs/Sequences.md) and leaves other types alone.
class SequenceTypeConverter : public TypeConverter {
public:
  SequenceTypeConverter();
};

/// Patterns lowering split.split and every sequence op (those of
/// populateSequenceToTensorConversionPatterns). A split.split checks its
/// dynamic sizes and result types at run time, unless it is in
/// `checkedSplits`: splits the caller made from versioned ops, whose rules
/// checked them already (convert-split-to-tensor's own normalisation).
void populateSplitToTensorConversionPatterns(
    const SequenceTypeConverter &typeConverter, RewritePatternSet &patterns,
    const llvm::DenseSet<Operation *> *checkedSplits = nullptr);

/// Patterns lowering split.split_to_sequence and the sequence ops to the
/// run-time form of sequences (docs/Sequences.md).
void populateSequenceToTensorConversionPatterns(
    const SequenceTypeConverter &typeConverter, RewritePatternSet &patterns);

/// The conversion of the ops that carry sequences without being split ops
/// (func.func/call/return/constant/call_indirect, scf, cf, arith.select,
/// ub.poison, scf.execute_region), with their legality in `target`.
void populateSequenceStructuralConversions(
    const SequenceTypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target);

} // namespace mlir::split

#endif // SPLIT_CONVERSION_SPLITTOTENSOR_SPLITTOTENSOR_H
