//===- SizeBuilder.cpp - the size rules as run-time IR --------------------===//

#include "split/Dialect/Split/Transforms/SizeBuilder.h"

#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Dialect/Split/Utils/EmptyTensor.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::split;

SizeBuilder::SizeBuilder(OpBuilder &builder, Location loc, StringRef opName,
                         int64_t axis)
    : b(builder), loc(loc), opName(opName.str()), axis(axis),
      opBlock(builder.getInsertionBlock()),
      ir(builder, loc,
         [this](Value condition, StringRef format, ValueRange values) {
           emitCheck(condition, format, values);
         }),
      rules(ir, axis) {}

void SizeBuilder::emitCheck(Value condition, StringRef format,
                            ValueRange values) {
  std::string message = opName + ": " + format.str();
  // Constants that break a rule the op always checks (not one in a branch
  // that depends on run-time values): the op fails if it ever executes.
  // Only the first such rule is reported: the others follow from it.
  if (matchPattern(condition, m_Zero()) && b.getInsertionBlock() == opBlock &&
      !knownToFail) {
    knownToFail = true;
    SmallVector<std::optional<int64_t>> known;
    for (Value value : values)
      known.push_back(getConstantIntValue(value));
    emitWarning(loc) << formatMessage(message, known)
                     << message::kFailsIfExecuted;
  }
  CheckOp::create(b, loc, condition, message, values);
}

SmallVector<OpFoldResult> SizeBuilder::checkedSplitSizes(SplitOpInterface op,
                                                         OpFoldResult dim) {
  SmallVector<OpFoldResult> sizes;
  if (auto normalised = llvm::dyn_cast<SplitOp>(op.getOperation()))
    sizes = explicitSizes(normalised.getMixedSizes(), dim);
  else
    sizes = splitSizes(
        op.getSizeSpec(getConstantOperands(op)),
        llvm::cast<VersionedOpInterface>(op.getOperation()).getSizeOperands(),
        dim, op->getNumResults());
  for (auto [index, result] : llvm::enumerate(op->getResults()))
    checkResultType(index, llvm::cast<RankedTensorType>(result.getType()),
                    op.getInput(), sizes[index]);
  return sizes;
}

SmallVector<OpFoldResult> SizeBuilder::splitSizes(const SizeSpec &spec,
                                                  const SizeOperands &operands,
                                                  OpFoldResult dim,
                                                  int64_t numResults) {
  if (spec.isExplicit()) {
    if (spec.unknownLength)
      return listOrIfEmpty(spec, operands.list, dim, numResults);
    // A list of known length (a constant, possibly behind a cast of dynamic
    // type, which the verifier could not see) for the wrong number of
    // results fails; its entries mean nothing then.
    rules.checkListLength(b.getIndexAttr(spec.length), numResults,
                          /*list=*/"");
    if (spec.length != numResults)
      return SmallVector<OpFoldResult>(numResults, b.getIndexAttr(0));
  }
  return rules.partSizes(spec, dim, numResults, [&](int64_t i) -> OpFoldResult {
    int64_t size = spec.entry(i);
    if (ShapedType::isDynamic(size))
      return readEntry(operands.list, b.getIndexAttr(i));
    return b.getIndexAttr(size);
  });
}

SmallVector<OpFoldResult> SizeBuilder::listOrIfEmpty(const SizeSpec &spec,
                                                     Value list,
                                                     OpFoldResult dim,
                                                     int64_t numParts) {
  Value length = tensor::DimOp::create(b, loc, list, 0);
  Value isEmpty = ir.materialize(rules.listIsAbsent(length));
  SmallVector<Type> types(numParts, b.getIndexType());
  auto ifOp = scf::IfOp::create(b, loc, types, isEmpty, /*withElse=*/true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    // What an empty list stands for has no list entries to read.
    SmallVector<OpFoldResult> parts =
        rules.partSizes(spec.ifEmpty(), dim, numParts, nullptr);
    scf::YieldOp::create(b, loc,
                         getValueOrCreateConstantIndexOp(b, loc, parts));

    b.setInsertionPointToStart(ifOp.elseBlock());
    rules.checkListLength(length, numParts, /*list=*/"");
    SmallVector<Value> entries;
    for (int64_t i = 0; i < numParts; ++i)
      entries.push_back(readEntry(list, b.getIndexAttr(i)));
    scf::YieldOp::create(b, loc, entries);
  }
  // The entries are checked after the branch so that equal parts, which are
  // valid by construction, need no further check.
  SmallVector<OpFoldResult> sizes =
      getAsOpFoldResult(ValueRange(ifOp.getResults()));
  return rules.explicitSizes(sizes, dim);
}

OpFoldResult SizeBuilder::positiveChunk(OpFoldResult chunk) {
  return rules.positiveChunk(chunk);
}

void SizeBuilder::checkDroppedAxisChunk(OpFoldResult chunk, Value input) {
  // Chunks of 1 (no split, an empty list, the exporters' unbind) always
  // lose the axis: no IR for a rule that folds to true.
  if (isConstantIntValue(chunk, 1))
    return;
  SmallVector<OpFoldResult> dims = tensor::getMixedSizes(b, loc, input);
  rules.droppedAxisChunk(
      chunk, dims[axis],
      partShape(ArrayRef(dims), axis, dims[axis], /*dropAxis=*/true));
}

void SizeBuilder::checkStaticEntries(Value list, const SizeSpec &spec,
                                     OpFoldResult dim) {
  // Each known entry is a constant, so its checks fold and build nothing.
  SmallVector<OpFoldResult> sizes;
  for (auto [i, size] : llvm::enumerate(spec.sizes))
    sizes.push_back(ShapedType::isDynamic(size)
                        ? OpFoldResult(readEntry(list, b.getIndexAttr(i)))
                        : OpFoldResult(b.getIndexAttr(size)));
  rules.explicitSizes(sizes, dim);
}

scf::ForOp SizeBuilder::sumListEntries(Value list, Value length,
                                       bool checkEntries, bool withBoundaries) {
  Value zero = index(b.getIndexAttr(0));
  SmallVector<Value> inits = {zero};
  if (withBoundaries) {
    // Boundary 0 is 0; the loop writes boundary i + 1 after entry i.
    Value bounds = index(ir.add(length, b.getIndexAttr(1)));
    Value empty = tensor::EmptyOp::create(b, loc, {ShapedType::kDynamic},
                                          b.getIndexType(), ValueRange{bounds});
    inits.push_back(
        tensor::InsertOp::create(b, loc, zero, empty, ValueRange{zero}));
  }
  return scf::ForOp::create(
      b, loc, zero, length, index(b.getIndexAttr(1)), inits,
      [&](OpBuilder &nested, Location, Value i, ValueRange args) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToEnd(nested.getInsertionBlock());
        Value entry = readEntry(list, i);
        Value end = index(
            checkEntries ? rules.addEntry(args[0], entry, i,
                                          SizeRules<IRArith>::EntryMessages(""))
                         : ir.add(args[0], entry));
        SmallVector<Value> results = {end};
        if (withBoundaries)
          results.push_back(tensor::InsertOp::create(
              b, loc, end, args[1],
              ValueRange{index(ir.add(i, b.getIndexAttr(1)))}));
        scf::YieldOp::create(b, loc, results);
      });
}

void SizeBuilder::checkListSum(Value sum, OpFoldResult isEmpty,
                               OpFoldResult dim) {
  // An empty list is absent (chunks of 1, always valid): its sum is taken
  // to be the dimension.
  rules.checkSum(ir.select(isEmpty, dim, sum), dim, /*list=*/"");
}

void SizeBuilder::checkSequenceList(Value list, const SizeSpec &spec,
                                    OpFoldResult dim) {
  // Entries known statically are checked without IR; a list of run-time
  // entries gets one loop whatever its length.
  if (!spec.sizes.empty())
    return checkStaticEntries(list, spec, dim);
  Value length = tensor::DimOp::create(b, loc, list, 0);
  scf::ForOp loop = sumListEntries(list, length, /*checkEntries=*/true,
                                   /*withBoundaries=*/false);
  checkListSum(loop.getResult(0), rules.listIsAbsent(length), dim);
}

Value SizeBuilder::listBoundaries(Value list, const SizeSpec &spec,
                                  OpFoldResult dim) {
  bool checkEntries = spec.sizes.empty();
  if (!checkEntries)
    checkStaticEntries(list, spec, dim);
  Value length = tensor::DimOp::create(b, loc, list, 0);
  scf::ForOp loop = sumListEntries(list, length, checkEntries,
                                   /*withBoundaries=*/true);
  OpFoldResult isEmpty = rules.listIsAbsent(length);
  if (checkEntries)
    checkListSum(loop.getResult(0), isEmpty, dim);
  // An empty list is absent: the chunks it stands for.
  SizeSpec ifEmpty = spec.ifEmpty();
  assert(ifEmpty.kind == SizeSpec::Kind::Chunks &&
         "a SplitToSequence list stands for chunks");
  auto ifOp = scf::IfOp::create(b, loc, loop.getResult(1).getType(),
                                index(isEmpty), /*withElse=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  scf::YieldOp::create(b, loc,
                       chunkBoundaries(dim, b.getIndexAttr(ifEmpty.value)));
  b.setInsertionPointToStart(ifOp.elseBlock());
  scf::YieldOp::create(b, loc, loop.getResult(1));
  return ifOp.getResult(0);
}

Value SizeBuilder::chunkBoundaries(OpFoldResult dim, OpFoldResult chunk) {
  // Boundaries 0 to count: the last is the end of the last chunk.
  Value bounds = index(ir.add(rules.chunkCount(dim, chunk), b.getIndexAttr(1)));
  auto type = RankedTensorType::get({ShapedType::kDynamic}, b.getIndexType());
  // Outside the body, so that it only computes the boundary.
  chunk = index(chunk);
  dim = index(dim);
  return tensor::GenerateOp::create(
      b, loc, type, ValueRange{bounds},
      [&](OpBuilder &nested, Location, ValueRange indices) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToEnd(nested.getInsertionBlock());
        tensor::YieldOp::create(
            b, loc, index(rules.chunkBoundary(indices[0], chunk, dim)));
      });
}

OpFoldResult SizeBuilder::readPosition(Value position) {
  Value scalar = b.createOrFold<tensor::ExtractOp>(loc, position);
  return getAsOpFoldResult(
      b.createOrFold<arith::IndexCastOp>(loc, b.getIndexType(), scalar));
}

Value SizeBuilder::sequenceIndex(Value position, OpFoldResult length) {
  return elementIndex(readPosition(position), length);
}

Value SizeBuilder::elementIndex(OpFoldResult position, OpFoldResult length) {
  return index(rules.sequenceIndex(position, length));
}

Value SizeBuilder::insertIndex(Value position, OpFoldResult length) {
  return index(rules.insertIndex(readPosition(position), length));
}

OpFoldResult SizeBuilder::chunkBoundary(OpFoldResult index, OpFoldResult chunk,
                                        OpFoldResult dim) {
  return rules.chunkBoundary(index, chunk, dim);
}

OpFoldResult SizeBuilder::chunkCount(OpFoldResult dim, OpFoldResult chunk) {
  return rules.chunkCount(dim, chunk);
}

void SizeBuilder::checkElementShape(Value element,
                                    ArrayRef<OpFoldResult> extents,
                                    RankedTensorType resultType,
                                    RankedTensorType elementType) {
  for (int64_t dim = 0, rank = resultType.getRank(); dim < rank; ++dim) {
    bool fromResult = !resultType.isDynamicDim(dim);
    int64_t expected =
        fromResult ? resultType.getDimSize(dim) : elementType.getDimSize(dim);
    // Constant extents are checked too: the input's size may be known here
    // (e.g. through a tensor.cast) and contradict the static type.
    if (ShapedType::isDynamic(expected))
      continue;
    ir.check(ir.eq(extents[dim], b.getIndexAttr(expected)),
             message::elementSize(dim, fromResult ? resultType : elementType,
                                  fromResult, expected),
             {element, extents[dim]});
  }
}

Value SizeBuilder::unreachableValue(RankedTensorType type) {
  return createUnreadTensor(b, loc, type);
}

SmallVector<Value> SizeBuilder::unreachableValues(TypeRange types) {
  return llvm::map_to_vector(types, [&](Type type) {
    return unreachableValue(llvm::cast<RankedTensorType>(type));
  });
}

void SizeBuilder::checkResultType(unsigned index, RankedTensorType type,
                                  Value input, OpFoldResult size) {
  for (int64_t dim = 0, rank = type.getRank(); dim < rank; ++dim) {
    // Static dimensions fold (the verifier checked those of the input; a
    // constant size may break it).
    if (type.isDynamicDim(dim))
      continue;
    OpFoldResult actual =
        dim == axis ? size : tensor::getMixedSize(b, loc, input, dim);
    ir.check(ir.eq(actual, b.getIndexAttr(type.getDimSize(dim))),
             [&] { return message::resultSize(index, type, dim, dim == axis); },
             {actual});
  }
}

Value SizeBuilder::readEntry(Value list, OpFoldResult position) {
  // A constant entry (also behind a tensor.cast, which tensor.extract does
  // not fold through) is read here, so that its rules fold and announce
  // themselves now.
  auto elements =
      llvm::dyn_cast_or_null<DenseElementsAttr>(getConstantValue(list));
  std::optional<int64_t> constantPosition = getConstantIntValue(position);
  if (elements && constantPosition) {
    if (auto integers = llvm::dyn_cast<DenseIntElementsAttr>(elements))
      return index(
          b.getIndexAttr((*(integers.value_begin<APInt>() + *constantPosition))
                             .getSExtValue()));
    APFloat value = *(elements.value_begin<APFloat>() + *constantPosition);
    std::optional<int64_t> size = floatToSize(value);
    ir.check(b.getIntegerAttr(b.getI1Type(), size.has_value()),
             message::notASize(), {position});
    return index(b.getIndexAttr(size.value_or(0)));
  }
  Value entry = b.createOrFold<tensor::ExtractOp>(loc, list, index(position));
  if (llvm::isa<FloatType>(entry.getType()))
    return readFloatEntry(entry, index(position));
  return b.createOrFold<arith::IndexCastOp>(loc, b.getIndexType(), entry);
}

Value SizeBuilder::readFloatEntry(Value entry, Value position) {
  auto [isSize, integer] = floatSizeRule(ir, entry);
  ir.check(isSize, message::notASize(), {getAsOpFoldResult(position)});
  return b.createOrFold<arith::IndexCastOp>(loc, b.getIndexType(), integer);
}
