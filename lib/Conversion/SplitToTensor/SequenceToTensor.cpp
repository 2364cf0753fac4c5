//===- SequenceToTensor.cpp - sequences at run time -----------------------===//
//
// The run-time form of `!split.seq<T>` (docs/Sequences.md) and the lowering
// of every sequence op to it. A sequence of element rank R is four values:
//
//   storage  tensor<?xE>      element data, flat; a SplitToSequence's is its
//                             input, a built sequence's grows by doubling
//   end      index            where the next inserted element's data goes
//   table    tensor<?xindex>  one row per element, 1 + 2R entries: the
//                             element's offset in storage, its R sizes and
//                             its R strides (room for more rows may follow)
//   length   index            the number of elements (rows in use)
//
// An element is a split.view of the storage built from its row, so chunks
// along any axis are views, elements may differ in every dimension, and an
// insert copies only the inserted tensor (amortised, split.reserve), an
// erase only rows. Value semantics are one-shot bufferization's: an op that
// makes a sequence from another writes in place only when the other is
// dead, and copies (the storage or the table) otherwise.
//
//===----------------------------------------------------------------------===//

#include "split/Conversion/SplitToTensor/SplitToTensor.h"
#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Dialect/Split/Transforms/SizeBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace mlir::split;

SequenceTypeConverter::SequenceTypeConverter() {
  addConversion([](Type type) { return type; });
  // Function values (func.constant, func.call_indirect) whose signature
  // holds sequences take the converted signature, as a func.func does.
  addConversion([this](FunctionType type) -> std::optional<Type> {
    SmallVector<Type> inputs, results;
    if (failed(convertTypes(type.getInputs(), inputs)) ||
        failed(convertTypes(type.getResults(), results)))
      return std::nullopt;
    return FunctionType::get(type.getContext(), inputs, results);
  });
  addConversion([](SeqType type, SmallVectorImpl<Type> &results) {
    Type index = IndexType::get(type.getContext());
    int64_t dynamic = ShapedType::kDynamic;
    results.push_back(RankedTensorType::get(
        {dynamic}, type.getElementType().getElementType()));
    results.push_back(index);
    results.push_back(RankedTensorType::get({dynamic}, index));
    results.push_back(index);
    return success();
  });
}

namespace {

/// The four run-time values of a sequence (see the file comment).
struct RunTimeSequence {
  Value storage, end, table, length;
  int64_t rank;

  RunTimeSequence(Value storage, Value end, Value table, Value length,
                  int64_t rank)
      : storage(storage), end(end), table(table), length(length), rank(rank) {}
  RunTimeSequence(ValueRange values, SeqType type)
      : RunTimeSequence(values[0], values[1], values[2], values[3],
                        type.getElementType().getRank()) {}

  /// Entries per row of the table.
  int64_t width() const { return 1 + 2 * rank; }
  SmallVector<Value> values() const { return {storage, end, table, length}; }
};

/// Where an element lies in the storage: a row of the table.
struct Row {
  Value offset;
  SmallVector<Value> sizes, strides;
};

/// Builds the IR of the run-time form at one place.
class SequenceBuilder {
public:
  SequenceBuilder(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  Value constant(int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  Value add(Value lhs, Value rhs) {
    return b.createOrFold<arith::AddIOp>(loc, lhs, rhs);
  }
  Value sub(Value lhs, Value rhs) {
    return b.createOrFold<arith::SubIOp>(loc, lhs, rhs);
  }
  Value mul(Value lhs, Value rhs) {
    return b.createOrFold<arith::MulIOp>(loc, lhs, rhs);
  }
  Value cmp(arith::CmpIPredicate predicate, Value lhs, Value rhs) {
    return b.createOrFold<arith::CmpIOp>(loc, predicate, lhs, rhs);
  }

  /// Entry `column` of row `row` of a table of rows of `width` entries.
  Value entryIndex(Value row, int64_t column, int64_t width) {
    return add(mul(row, constant(width)), constant(column));
  }

  Row readRow(const RunTimeSequence &sequence, Value row) {
    auto read = [&](int64_t column) {
      return tensor::ExtractOp::create(
                 b, loc, sequence.table,
                 ValueRange{entryIndex(row, column, sequence.width())})
          .getResult();
    };
    Row result;
    result.offset = read(0);
    for (int64_t dim = 0; dim < sequence.rank; ++dim) {
      result.sizes.push_back(read(1 + dim));
      result.strides.push_back(read(1 + sequence.rank + dim));
    }
    return result;
  }

  /// `table` with `entry` written as row `row`.
  Value writeRow(Value table, Value row, const Row &entry) {
    int64_t width = 1 + 2 * entry.sizes.size();
    SmallVector<Value> values = {entry.offset};
    llvm::append_range(values, entry.sizes);
    llvm::append_range(values, entry.strides);
    for (auto [column, value] : llvm::enumerate(values))
      table = tensor::InsertOp::create(
          b, loc, value, table, ValueRange{entryIndex(row, column, width)});
    return table;
  }

  /// `table` with `count` rows moved from row `from` to row `to`, safely
  /// for overlapping rows (back to front when moving towards the back).
  Value moveRows(Value table, Value from, Value to, Value count,
                 int64_t width) {
    Value entries = mul(count, constant(width));
    Value source = mul(from, constant(width));
    Value target = mul(to, constant(width));
    Value backwards = cmp(arith::CmpIPredicate::ugt, to, from);
    auto loop = scf::ForOp::create(
        b, loc, constant(0), entries, constant(1), ValueRange{table},
        [&](OpBuilder &nested, Location l, Value step, ValueRange args) {
          SequenceBuilder body(nested, l);
          Value last = body.sub(entries, body.constant(1));
          Value entry = arith::SelectOp::create(nested, l, backwards,
                                                body.sub(last, step), step);
          Value value = tensor::ExtractOp::create(
              nested, l, args[0], ValueRange{body.add(source, entry)});
          Value moved = tensor::InsertOp::create(
              nested, l, value, args[0], ValueRange{body.add(target, entry)});
          scf::YieldOp::create(nested, l, moved);
        });
    return loop.getResult(0);
  }

  /// The view of type `type` of `storage` that row `entry` describes.
  Value view(Value storage, const Row &entry, RankedTensorType type) {
    SmallVector<Value> layout = entry.sizes;
    llvm::append_range(layout, entry.strides);
    return ViewOp::create(b, loc, type, storage, entry.offset, layout);
  }

  /// Element `row` of `sequence` as a view of type `type`.
  Value element(const RunTimeSequence &sequence, Value row,
                RankedTensorType type, Row *read = nullptr) {
    Row entry = readRow(sequence, row);
    if (read)
      *read = entry;
    return view(sequence.storage, entry, type);
  }

  /// `flat` (a tensor<?xE> or tensor<?xindex>) with room for `needed`
  /// elements: twice its size when it must grow, so that appends are
  /// amortised, or `needed` when that is more.
  Value grow(Value flat, Value needed) {
    Value size = tensor::DimOp::create(b, loc, flat, 0);
    Value doubled =
        arith::MaxUIOp::create(b, loc, mul(size, constant(2)), needed);
    Value full = cmp(arith::CmpIPredicate::ugt, needed, size);
    Value capacity = arith::SelectOp::create(b, loc, full, doubled, size);
    return ReserveOp::create(b, loc, flat, capacity);
  }

  SmallVector<OpFoldResult> sizesOf(Value tensor) {
    return tensor::getMixedSizes(b, loc, tensor);
  }

  /// The row-major strides of a tensor of `sizes`.
  SmallVector<Value> rowMajorStrides(ArrayRef<OpFoldResult> sizes) {
    SmallVector<Value> strides(sizes.size());
    Value stride = constant(1);
    for (int64_t dim = sizes.size() - 1; dim >= 0; --dim) {
      strides[dim] = stride;
      stride = mul(stride, getValueOrCreateConstantIndexOp(b, loc, sizes[dim]));
    }
    return strides;
  }

  Value numElements(ArrayRef<OpFoldResult> sizes) {
    Value count = constant(1);
    for (OpFoldResult size : sizes)
      count = mul(count, getValueOrCreateConstantIndexOp(b, loc, size));
    return count;
  }

  /// `tensor` as a 1-D tensor<?xE> (a view where bufferization can make
  /// one, a copy otherwise).
  Value flatten(Value tensor) {
    auto type = llvm::cast<RankedTensorType>(tensor.getType());
    Value flat = tensor;
    if (type.getRank() == 0) {
      flat = tensor::ExpandShapeOp::create(
          b, loc, RankedTensorType::get({1}, type.getElementType()), tensor,
          ArrayRef<ReassociationIndices>{},
          ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
    } else if (type.getRank() > 1) {
      ReassociationIndices all(type.getRank());
      std::iota(all.begin(), all.end(), 0);
      flat = tensor::CollapseShapeOp::create(
          b, loc, tensor, ArrayRef<ReassociationIndices>{all});
    }
    return castToDynamic(flat);
  }

  Value castToDynamic(Value flat) {
    auto type = llvm::cast<RankedTensorType>(flat.getType());
    auto dynamicType =
        RankedTensorType::get({ShapedType::kDynamic}, type.getElementType());
    if (type == dynamicType)
      return flat;
    return tensor::CastOp::create(b, loc, dynamicType, flat);
  }

  /// `storage` with the elements of `tensor` written from `offset` on, in
  /// row-major order: the slice of the storage is given the tensor's shape
  /// and the tensor is materialised into it, so that one copy is made
  /// whatever the tensor's layout. A tensor with more than one dynamic
  /// dimension is flattened instead (a view when its buffer is contiguous, a
  /// copy first otherwise): the expand_shape into its shape would have more
  /// than one dynamic size in its group, which MLIR 22's
  /// --expand-strided-metadata crashes on
  /// (docs/upstream/expand-strided-metadata-dynamic-group.md).
  Value writeFlat(Value storage, Value offset, Value tensor,
                  ArrayRef<OpFoldResult> sizes, Value count) {
    auto type = llvm::cast<RankedTensorType>(tensor.getType());
    OpFoldResult one = b.getIndexAttr(1);
    auto insert = [&](Value flat, OpFoldResult size) {
      return tensor::InsertSliceOp::create(
          b, loc, flat, storage, ArrayRef<OpFoldResult>{offset},
          ArrayRef<OpFoldResult>{size}, ArrayRef<OpFoldResult>{one});
    };
    if (type.getNumDynamicDims() > 1)
      return insert(flatten(tensor), count);
    // The slice is static exactly when the tensor's type is (a count that
    // folds to a constant for a tensor of dynamic type, e.g. a cast of a
    // constant, must not make it static: the expand_shape below would not
    // verify).
    OpFoldResult size = count;
    if (type.hasStaticShape())
      size = getAsOpFoldResult(count);
    Value slice = tensor::ExtractSliceOp::create(
        b, loc, storage, ArrayRef<OpFoldResult>{offset},
        ArrayRef<OpFoldResult>{size}, ArrayRef<OpFoldResult>{one});
    SmallVector<ReassociationIndices> reassociation;
    if (type.getRank() > 0) {
      reassociation.emplace_back(type.getRank());
      std::iota(reassociation.back().begin(), reassociation.back().end(), 0);
    }
    Value destination;
    if (type.getRank() == 0) {
      destination =
          tensor::CollapseShapeOp::create(b, loc, type, slice, reassociation);
    } else if (type.getRank() == 1) {
      destination = slice;
      if (slice.getType() != type)
        destination = tensor::CastOp::create(b, loc, type, slice);
    } else {
      destination = tensor::ExpandShapeOp::create(b, loc, type, slice,
                                                  reassociation, sizes);
    }
    Value written = bufferization::MaterializeInDestinationOp::create(
                        b, loc, tensor, destination)
                        .getResult();
    Value flat;
    if (type.getRank() == 0)
      flat = tensor::ExpandShapeOp::create(
          b, loc, llvm::cast<RankedTensorType>(slice.getType()), written,
          reassociation, ArrayRef<OpFoldResult>{size});
    else if (type.getRank() > 1)
      flat = tensor::CollapseShapeOp::create(b, loc, written, reassociation);
    else
      flat = written;
    return insert(flat, size);
  }

  /// The row of a tensor of `sizes` stored contiguously from `offset`.
  Row contiguousRow(Value offset, ArrayRef<OpFoldResult> sizes) {
    Row row;
    row.offset = offset;
    for (OpFoldResult size : sizes)
      row.sizes.push_back(getValueOrCreateConstantIndexOp(b, loc, size));
    row.strides = rowMajorStrides(sizes);
    return row;
  }

  Value emptyFlat(Type elementType, Value size) {
    return tensor::EmptyOp::create(b, loc, ArrayRef<OpFoldResult>{size},
                                   elementType);
  }

  OpBuilder &b;
  Location loc;
};

/// split_to_sequence(x): the storage is x, flattened (no copy); row i is
/// chunk i, from the chunk boundaries of the op's rules.
struct SplitToSequenceOpLowering : OpConversionPattern<SplitToSequenceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SplitToSequenceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SequenceBuilder seq(rewriter, loc);
    Value input = adaptor.getInput();
    int64_t axis = op.getAxis();
    SmallVector<OpFoldResult> dims = seq.sizesOf(input);
    Value dim = getValueOrCreateConstantIndexOp(rewriter, loc, dims[axis]);

    // Run-time chunks and lists are checked here, so that no
    // split.split_to_sequence reads out of bounds or divides by 0, whoever
    // wrote it (those from --split-normalize are already checked under the
    // versioned op's name: the chunk's repeated check folds away).
    SizeBuilder checks(rewriter, loc, SplitToSequenceOp::getOperationName(),
                       axis);
    Value boundaries;
    if (op.getSizes()) {
      boundaries = checks.listBoundaries(
          adaptor.getSplit(), op.getSizeSpec(getConstantOperands(op)), dim);
    } else {
      OpFoldResult chunk = op.getMixedChunk();
      if (op.getChunk())
        chunk = checks.positiveChunk(adaptor.getSplit());
      if (op.getDropAxis())
        checks.checkDroppedAxisChunk(chunk, input);
      boundaries = checks.chunkBoundaries(dim, checks.index(chunk));
    }
    Value length = seq.sub(tensor::DimOp::create(rewriter, loc, boundaries, 0),
                           seq.constant(1));

    SmallVector<Value> inputStrides = seq.rowMajorStrides(dims);
    int64_t rank = op.getType().getElementType().getRank();
    int64_t width = 1 + 2 * rank;
    Value table = tensor::EmptyOp::create(
        rewriter, loc,
        ArrayRef<OpFoldResult>{seq.mul(length, seq.constant(width))},
        rewriter.getIndexType());
    bool dropAxis = op.getDropAxis();
    RankedTensorType elementType = op.getType().getElementType();
    // Unless the types and constants prove them, each element is checked
    // against the element type's static sizes, which run-time sizes may
    // break (a dynamic input, a run-time chunk or list). No result type
    // constrains an element here: only the element type.
    bool checkElements =
        !sequenceElementTypeIsProven(op, getConstantOperands(op));
    auto unconstrained = RankedTensorType::get(
        SmallVector<int64_t>(elementType.getRank(), ShapedType::kDynamic),
        elementType.getElementType());
    // The sizes of an element between `start` and `stop` (its boundaries):
    // its chunk along the axis (unless dropped), the input's size along
    // every other dimension.
    auto elementSizes = [&](OpBuilder &b, Location l, Value start, Value stop) {
      SequenceBuilder sizes(b, l);
      SmallVector<Value> result;
      for (auto [d, size] : llvm::enumerate(dims)) {
        if (static_cast<int64_t>(d) == axis && dropAxis)
          continue;
        result.push_back(static_cast<int64_t>(d) == axis
                             ? sizes.sub(stop, start)
                             : getValueOrCreateConstantIndexOp(b, l, size));
      }
      return result;
    };
    // Where element `i` ends.
    auto elementEnd = [&](OpBuilder &b, Location l, Value i) {
      SequenceBuilder end(b, l);
      return tensor::ExtractOp::create(b, l, boundaries,
                                       end.add(i, end.constant(1)))
          .getResult();
    };
    auto checkElement = [&](OpBuilder &b, Location l, Value i,
                            ValueRange sizes) {
      SizeBuilder(b, l, op->getName().getStringRef(), axis)
          .checkElementShape(i, getAsOpFoldResult(sizes), unconstrained,
                             elementType);
    };
    auto rows = scf::ForOp::create(
        rewriter, loc, seq.constant(0), length, seq.constant(1),
        ValueRange{table},
        [&](OpBuilder &b, Location l, Value i, ValueRange args) {
          SequenceBuilder body(b, l);
          Value start = tensor::ExtractOp::create(b, l, boundaries, i);
          Value stop = elementEnd(b, l, i);
          Row row;
          row.offset = body.mul(start, inputStrides[axis]);
          row.sizes = elementSizes(b, l, start, stop);
          for (auto [d, stride] : llvm::enumerate(inputStrides))
            if (static_cast<int64_t>(d) != axis || !dropAxis)
              row.strides.push_back(stride);
          // A list's elements each have a size of their own; chunks are
          // checked after the loop.
          if (checkElements && op.getSizes())
            checkElement(b, l, i, row.sizes);
          scf::YieldOp::create(b, l, body.writeRow(args[0], i, row));
        });

    // Chunks are all alike but the last: the first and the last element
    // stand for all (a check per chunk would keep a loop over 2^62 empty
    // chunks alive), and only when there is one.
    if (checkElements && !op.getSizes()) {
      Value zero = seq.constant(0);
      Value nonEmpty = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::ugt, length, zero);
      auto ifOp =
          scf::IfOp::create(rewriter, loc, nonEmpty, /*withElse=*/false);
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(ifOp.thenBlock());
      for (Value i : {zero, seq.sub(length, seq.constant(1))}) {
        Value start = tensor::ExtractOp::create(rewriter, loc, boundaries, i);
        Value stop = elementEnd(rewriter, loc, i);
        checkElement(rewriter, loc, i,
                     elementSizes(rewriter, loc, start, stop));
      }
    }

    RunTimeSequence result(seq.flatten(input), seq.numElements(dims),
                           rows.getResult(0), length, rank);
    rewriter.replaceOpWithMultiple(op, {result.values()});
    return success();
  }
};

/// sequence_at(seq, i): the view of row i, its shape checked against the
/// result and element types.
struct SequenceAtOpLowering : OpConversionPattern<SequenceAtOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SequenceAtOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SeqType type = op.getSequence().getType();
    RunTimeSequence sequence(adaptor.getSequence(), type);
    SizeBuilder checks(rewriter, loc, op->getName().getStringRef(), 0);
    SequenceBuilder seq(rewriter, loc);
    Value position = adaptor.getPosition().front();
    Value index = checks.sequenceIndex(position, sequence.length);
    Row row = seq.readRow(sequence, index);
    checks.checkElementShape(index, getAsOpFoldResult(ValueRange(row.sizes)),
                             op.getType(), type.getElementType());
    rewriter.replaceOp(op, seq.view(sequence.storage, row, op.getType()));
    return success();
  }
};

/// sequence_length(seq): its length as a 0-D i64 tensor.
struct SequenceLengthOpLowering : OpConversionPattern<SequenceLengthOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SequenceLengthOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RunTimeSequence sequence(adaptor.getSequence(), op.getSequence().getType());
    Value length64 = arith::IndexCastOp::create(
        rewriter, op.getLoc(), rewriter.getI64Type(), sequence.length);
    rewriter.replaceOpWithNewOp<tensor::FromElementsOp>(op, op.getType(),
                                                        length64);
    return success();
  }
};

/// sequence_empty: no storage and no rows.
struct SequenceEmptyOpLowering : OpConversionPattern<SequenceEmptyOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SequenceEmptyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SeqType type = op.getType();
    SequenceBuilder seq(rewriter, op.getLoc());
    Value zero = seq.constant(0);
    RunTimeSequence result(
        seq.emptyFlat(type.getElementType().getElementType(), zero), zero,
        seq.emptyFlat(rewriter.getIndexType(), zero), zero,
        type.getElementType().getRank());
    rewriter.replaceOpWithMultiple(op, {result.values()});
    return success();
  }
};

/// sequence_construct(t0, ..., tn-1): the tensors copied one after the other
/// into a new storage, one row each.
struct SequenceConstructOpLowering : OpConversionPattern<SequenceConstructOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SequenceConstructOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SeqType type = op.getType();
    SequenceBuilder seq(rewriter, op.getLoc());
    SmallVector<SmallVector<OpFoldResult>> sizes;
    SmallVector<Value> counts, offsets;
    Value end = seq.constant(0);
    for (Value input : adaptor.getInputs()) {
      sizes.push_back(seq.sizesOf(input));
      counts.push_back(seq.numElements(sizes.back()));
      offsets.push_back(end);
      end = seq.add(end, counts.back());
    }
    Value storage = seq.emptyFlat(type.getElementType().getElementType(), end);
    SmallVector<Value> entries;
    for (auto [input, inputSizes, count, offset] :
         llvm::zip(adaptor.getInputs(), sizes, counts, offsets)) {
      storage = seq.writeFlat(storage, offset, input, inputSizes, count);
      Row row = seq.contiguousRow(offset, inputSizes);
      entries.push_back(row.offset);
      llvm::append_range(entries, row.sizes);
      llvm::append_range(entries, row.strides);
    }
    Value table = tensor::FromElementsOp::create(
        rewriter, op.getLoc(),
        RankedTensorType::get({static_cast<int64_t>(entries.size())},
                              rewriter.getIndexType()),
        entries);
    RunTimeSequence result(storage, end, seq.castToDynamic(table),
                           seq.constant(adaptor.getInputs().size()),
                           type.getElementType().getRank());
    rewriter.replaceOpWithMultiple(op, {result.values()});
    return success();
  }
};

/// sequence_insert(seq, t, p): t's data appended to the storage (grown by
/// doubling), the rows from p on moved one down, and t's row written at p.
struct SequenceInsertOpLowering : OpConversionPattern<SequenceInsertOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SequenceInsertOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SequenceBuilder seq(rewriter, loc);
    RunTimeSequence sequence(adaptor.getInputSequence(),
                             op.getInputSequence().getType());
    Value index = sequence.length;
    if (op.getPosition()) {
      SizeBuilder checks(rewriter, loc, op->getName().getStringRef(), 0);
      index =
          checks.insertIndex(adaptor.getPosition().front(), sequence.length);
    }
    Value tensor = adaptor.getTensor().front();
    SmallVector<OpFoldResult> sizes = seq.sizesOf(tensor);
    Value count = seq.numElements(sizes);
    Value end = seq.add(sequence.end, count);
    Value storage = seq.grow(sequence.storage, end);
    storage = seq.writeFlat(storage, sequence.end, tensor, sizes, count);

    Value length = seq.add(sequence.length, seq.constant(1));
    int64_t width = sequence.width();
    Value table =
        seq.grow(sequence.table, seq.mul(length, seq.constant(width)));
    if (op.getPosition())
      table = seq.moveRows(table, index, seq.add(index, seq.constant(1)),
                           seq.sub(sequence.length, index), width);
    table = seq.writeRow(table, index, seq.contiguousRow(sequence.end, sizes));
    RunTimeSequence result(storage, end, table, length, sequence.rank);
    rewriter.replaceOpWithMultiple(op, {result.values()});
    return success();
  }
};

/// sequence_erase(seq, p): the rows after p moved one up; no data moves.
struct SequenceEraseOpLowering : OpConversionPattern<SequenceEraseOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SequenceEraseOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SequenceBuilder seq(rewriter, loc);
    RunTimeSequence sequence(adaptor.getInputSequence(),
                             op.getInputSequence().getType());
    SizeBuilder checks(rewriter, loc, op->getName().getStringRef(), 0);
    // No position erases the last element (§4): position -1, which fails
    // on an empty sequence as any position does.
    Value index =
        op.getPosition()
            ? checks.sequenceIndex(adaptor.getPosition().front(),
                                   sequence.length)
            : checks.elementIndex(rewriter.getIndexAttr(-1), sequence.length);
    Value next = seq.add(index, seq.constant(1));
    Value table =
        seq.moveRows(sequence.table, next, index,
                     seq.sub(sequence.length, next), sequence.width());
    RunTimeSequence result(sequence.storage, sequence.end, table,
                           seq.sub(sequence.length, seq.constant(1)),
                           sequence.rank);
    rewriter.replaceOpWithMultiple(op, {result.values()});
    return success();
  }
};

/// concat_from_sequence(seq): one loop checks the elements' shapes and adds
/// up the result axis, a second copies each element's view into its place
/// in the result (each element is written once).
struct ConcatFromSequenceOpLowering
    : OpConversionPattern<ConcatFromSequenceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ConcatFromSequenceOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SeqType type = op.getInputSequence().getType();
    RankedTensorType elementType = type.getElementType();
    RunTimeSequence sequence(adaptor.getInputSequence(), type);
    SequenceBuilder seq(rewriter, loc);
    FailureOr<int64_t> resultAxis = op.getResultAxis();
    if (failed(resultAxis))
      return failure();
    int64_t axis = *resultAxis;
    bool isStack = op.getNewAxis() != 0;
    int64_t rank = sequence.rank;
    std::string name = op->getName().getStringRef().str();
    using P = arith::CmpIPredicate;

    Value zero = seq.constant(0), one = seq.constant(1);
    CheckOp::create(rewriter, loc, seq.cmp(P::ugt, sequence.length, zero),
                    name + ": " + message::concatOfEmptySequence(),
                    ValueRange{});
    // Element 0's sizes, read only when there is an element (the check
    // above stops an empty sequence first; the read must not precede it).
    auto first = scf::IfOp::create(
        rewriter, loc, seq.cmp(P::ugt, sequence.length, zero),
        [&](OpBuilder &b, Location l) {
          SequenceBuilder then(b, l);
          scf::YieldOp::create(b, l, then.readRow(sequence, zero).sizes);
        },
        [&](OpBuilder &b, Location l) {
          scf::YieldOp::create(
              b, l,
              SmallVector<Value>(rank, SequenceBuilder(b, l).constant(0)));
        });
    ValueRange firstSizes = first.getResults();

    // Every element's shape matches element 0's but along the axis, whose
    // sizes add up to the result's.
    auto shapes = scf::ForOp::create(
        rewriter, loc, zero, sequence.length, one, ValueRange{zero},
        [&](OpBuilder &b, Location l, Value i, ValueRange args) {
          SequenceBuilder body(b, l);
          Row row = body.readRow(sequence, i);
          for (int64_t dim = 0; dim < rank; ++dim) {
            if (!isStack && dim == axis)
              continue;
            CheckOp::create(
                b, l, body.cmp(P::eq, row.sizes[dim], firstSizes[dim]),
                name + ": " + message::concatElementSize(dim, isStack),
                ValueRange{i, row.sizes[dim], firstSizes[dim]});
          }
          Value total = isStack ? args[0] : body.add(args[0], row.sizes[axis]);
          scf::YieldOp::create(b, l, total);
        });
    Value alongAxis = isStack ? sequence.length : shapes.getResult(0);

    RankedTensorType resultType = op.getType();
    SmallVector<Value> resultSizes(firstSizes.begin(), firstSizes.end());
    if (isStack)
      resultSizes.insert(resultSizes.begin() + axis, alongAxis);
    else
      resultSizes[axis] = alongAxis;
    SmallVector<OpFoldResult> mixedSizes;
    for (auto [dim, size] : llvm::enumerate(resultSizes)) {
      if (resultType.isDynamicDim(dim)) {
        mixedSizes.push_back(size);
        continue;
      }
      int64_t expected = resultType.getDimSize(dim);
      CheckOp::create(
          rewriter, loc, seq.cmp(P::eq, size, seq.constant(expected)),
          name + ": " + message::concatResultSize(dim, resultType, expected),
          ValueRange{size});
      mixedSizes.push_back(rewriter.getIndexAttr(expected));
    }
    Value result = tensor::EmptyOp::create(rewriter, loc, mixedSizes,
                                           resultType.getElementType());

    auto copies = scf::ForOp::create(
        rewriter, loc, zero, sequence.length, one, ValueRange{result, zero},
        [&](OpBuilder &b, Location l, Value i, ValueRange args) {
          SequenceBuilder body(b, l);
          Row row;
          Value element = body.element(sequence, i, elementType, &row);
          // The view's static sizes are its type's (its bufferization
          // checks the row against them).
          SmallVector<OpFoldResult> sizes;
          for (auto [dim, size] : llvm::enumerate(row.sizes))
            sizes.push_back(elementType.isDynamicDim(dim)
                                ? OpFoldResult(size)
                                : b.getIndexAttr(elementType.getDimSize(dim)));
          SmallVector<OpFoldResult> offsets =
              partStart(resultType.getRank(), axis, OpFoldResult(args[1]),
                        OpFoldResult(b.getIndexAttr(0)));
          if (isStack)
            sizes.insert(sizes.begin() + axis, b.getIndexAttr(1));
          SmallVector<OpFoldResult> strides(resultType.getRank(),
                                            b.getIndexAttr(1));
          Value written = tensor::InsertSliceOp::create(
              b, l, element, args[0], offsets, sizes, strides);
          Value next =
              body.add(args[1], isStack ? body.constant(1) : row.sizes[axis]);
          scf::YieldOp::create(b, l, ValueRange{written, next});
        });
    rewriter.replaceOp(op, copies.getResult(0));
    return success();
  }
};

} // namespace

void mlir::split::populateSequenceToTensorConversionPatterns(
    const SequenceTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<SplitToSequenceOpLowering, SequenceAtOpLowering,
               SequenceLengthOpLowering, SequenceEmptyOpLowering,
               SequenceConstructOpLowering, SequenceInsertOpLowering,
               SequenceEraseOpLowering, ConcatFromSequenceOpLowering>(
      typeConverter, patterns.getContext());
}
