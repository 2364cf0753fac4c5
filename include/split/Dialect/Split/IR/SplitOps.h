//===- SplitOps.h - split dialect ops ---------------------------*- C++ -*-===//

#ifndef SPLIT_DIALECT_SPLIT_IR_SPLITOPS_H
#define SPLIT_DIALECT_SPLIT_IR_SPLITOPS_H

#include "split/Dialect/Split/IR/SplitDialect.h"
#include "split/Dialect/Split/IR/SplitInterfaces.h"
#include "split/Dialect/Split/Utils/Semantics.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "split/Dialect/Split/IR/SplitOps.h.inc"

namespace mlir::split {

/// The constant value of `value`, looking through tensor.cast within a rank;
/// null when it is not a constant.
Attribute getConstantValue(Value value);

/// The constant value of every operand of `op` (null where not constant),
/// for SplitOpInterface::getSizeSpec.
SmallVector<Attribute> getConstantOperands(Operation *op);

/// The values of a constant integer tensor attribute (i32 or i64).
std::optional<SmallVector<int64_t>> getIntegerValues(Attribute value);

/// SplitOpInterface::getSizeSpec of every versioned op: what its size
/// operands (VersionedOpInterface::getSizeOperands) mean.
SizeSpec getVersionedSizeSpec(VersionedOpInterface op,
                              ArrayRef<Attribute> operandValues);

/// Whether the op's attributes and types, and the given operand values,
/// prove that it satisfies every rule of its version and of its result
/// types, so that it can never fail at run time.
bool isStaticallyValid(SplitOpInterface op,
                       ArrayRef<Attribute> operandValues = {});

/// ConditionallySpeculatable for split ops: speculatable exactly when the
/// attributes and types prove the op valid.
Speculation::Speculatability getSpeculatability(SplitOpInterface op);

/// The folder of every Split op: a split into one whole part is its input,
/// a split of a constant is constants.
LogicalResult foldSplit(SplitOpInterface op, ArrayRef<Attribute> operands,
                        SmallVectorImpl<OpFoldResult> &results);

/// ReifyRankedShapedTypeOpInterface for Split ops.
LogicalResult reifySplitResultShapes(SplitOpInterface op, OpBuilder &builder,
                                     ReifiedRankedShapedTypeDims &shapes);

/// The chunks of the sequence that `op` makes, as far as attributes, types
/// and `operandValues` decide them; failure when they break a rule.
FailureOr<ChunkLayout> getSequenceChunks(SplitOpInterface op,
                                         ArrayRef<Attribute> operandValues);

/// A sequence_at at a constant position of a sequence that a split op
/// makes, with what is known of its chunks: where the patterns that decide
/// a sequence_at at compile time start.
struct ConstantSequenceAt {
  SplitOpInterface producer;
  /// The producer's constant operands.
  SmallVector<Attribute> operandValues;
  ChunkLayout chunks;
  int64_t position;
};
FailureOr<ConstantSequenceAt> matchConstantSequenceAt(SequenceAtOp op);

/// Whether concatenating the sequence that the split `producer` makes, as
/// `op` does, gives back the producer's input: along the split's axis,
/// keeping it, or stacking chunks of 1 that lost it (docs/Semantics.md §4).
/// `operandValues` are the producer's constant operands, where known. The
/// rules of the split and of the concatenation are the caller's to prove or
/// to check.
bool concatenatesBackToInput(ConcatFromSequenceOp op, SplitOpInterface producer,
                             ArrayRef<Attribute> operandValues = {});

/// Whether the types and constant operands (`operandValues`) of the split
/// `producer` prove that every element of its sequence has the static sizes
/// of the sequence's element type; otherwise the lowering checks each
/// element at run time (docs/Semantics.md §3), and a fold that drops the
/// split must not drop that check.
bool sequenceElementTypeIsProven(SplitOpInterface producer,
                                 ArrayRef<Attribute> operandValues = {});

/// Whether a value of type `have` can stand for one of type `want` through
/// a tensor.cast that needs no run-time check (it makes no dimension
/// static).
bool isCastWithoutCheck(RankedTensorType have, RankedTensorType want);

/// The patterns of sequence_at of a sequence whose elements are listed
/// (SequenceCanonicalization.cpp).
void populateSequenceAtOfKnownSequencePatterns(RewritePatternSet &patterns);

/// Every pattern that resolves sequences of known structure: the
/// canonicalisation patterns of the sequence-building ops.
void populateKnownSequencePatterns(RewritePatternSet &patterns);

/// Whether `op` builds a sequence or reads one as a whole (construct, empty,
/// insert, erase, concat_from_sequence): the ops the lowering takes only
/// once canonicalisation has resolved them.
bool isRunTimeSequenceBuilder(Operation *op);

/// The length of a sequence whose elements are listed (a construct, or the
/// empty sequence).
std::optional<int64_t> getKnownSequenceLength(Value sequence);

/// Whether the elements of a sequence made by `op` lose the split axis.
bool sequenceElementsDropAxis(SplitOpInterface op);

/// The static shape of the element of `op`'s sequence (made by `producer`)
/// that has `size` along the axis; failure when a static dimension of the
/// result or the sequence element type contradicts it, or would need a
/// run-time check that `allowChecks` does not allow.
FailureOr<RankedTensorType> getElementSliceType(SequenceAtOp op,
                                                SplitOpInterface producer,
                                                int64_t size, bool allowChecks);

/// The registered ops of ONNX operator `opType` (`Split`,
/// `SplitToSequence`), oldest version first: the one list of versions.
SmallVector<RegisteredOperationName> getVersionedOps(MLIRContext *context,
                                                     StringRef opType);

/// The op that ONNX opset `opset` uses for `opType`: the newest registered
/// version not above it, or std::nullopt before the first version.
std::optional<RegisteredOperationName>
lookupVersionedOp(MLIRContext *context, StringRef opType, int64_t opset);

/// A constant of `type` holding `values` (one per element, or one for a
/// splat): a #split.strings for strings, which upstream folders leave alone
/// (SplitAttrs.td), a DenseElementsAttr otherwise.
ElementsAttr getConstantElements(RankedTensorType type,
                                 ArrayRef<Attribute> values);

/// A slice of `input` at `offsets` with `sizes` (of the input's rank) and
/// unit strides, of type `sliceType` (which may drop unit dimensions); an
/// empty slice (a size of 0, or an empty input) is `tensor.empty` instead.
/// The one place of that workaround: tensor.extract_slice's verifier rejects
/// a static offset at the end of a dimension even for an empty slice (an
/// empty dimension has no offset in bounds), and an empty slice needs no
/// data. (memref.subview's canonicalisation also makes such offsets static
/// without checking: docs/upstream/memref-subview-cast-bounds.md.)
Value createSliceOrEmpty(OpBuilder &builder, Location loc, Value input,
                         ArrayRef<OpFoldResult> offsets,
                         ArrayRef<OpFoldResult> sizes,
                         RankedTensorType sliceType);

/// createSliceOrEmpty's counterpart for buffers: the view of `buffer` (a
/// memref) at `offsets` with `sizes` and unit strides. A view aliases its
/// buffer, so one that memref.subview's verifier would reject with static
/// values (an empty view at the end of a dimension, or a view that constant
/// sizes breaking a rule place out of bounds, which is never reached) is
/// built from run-time values instead, which it does not bound.
Value createViewOrEmpty(OpBuilder &builder, Location loc, Value buffer,
                        ArrayRef<OpFoldResult> offsets,
                        ArrayRef<OpFoldResult> sizes);

/// The element of a sequence as a slice of `input` along `axis` at `offset`
/// with `sizes` (of the input's rank) and type `sliceType`, cast to
/// `resultType` where they differ.
Value createElementSlice(OpBuilder &builder, Location loc, Value input,
                         int64_t axis, OpFoldResult offset,
                         ArrayRef<OpFoldResult> sizes,
                         RankedTensorType sliceType, Type resultType);

/// The normalised axis of a verified op.
int64_t getNormalizedAxis(SplitOpInterface op);

/// Attaches the external model `Model<Op>` to each of `Ops`.
template <template <typename> class Model, typename... Ops>
void attachModels(MLIRContext &context) {
  (Ops::template attachInterface<Model<Ops>>(context), ...);
}

/// Attaches `Model<Op>` to every Split op: the versioned ones and
/// split.split, the one list of them for external models.
template <template <typename> class Model>
void attachToSplitOps(MLIRContext &context) {
  attachModels<Model, SplitV1Op, SplitV2Op, SplitV11Op, SplitV13Op, SplitV18Op,
               SplitOp>(context);
}

/// Attaches `Model<Op>` to every op that makes or reads a `!split.seq`.
template <template <typename> class Model>
void attachToSequenceOps(MLIRContext &context) {
  attachModels<Model, SplitToSequenceV11Op, SplitToSequenceV24Op,
               SplitToSequenceOp, SequenceAtOp, SequenceLengthOp,
               SequenceConstructOp, SequenceEmptyOp, SequenceInsertOp,
               SequenceEraseOp, ConcatFromSequenceOp>(context);
}

} // namespace mlir::split

#endif // SPLIT_DIALECT_SPLIT_IR_SPLITOPS_H
