//===- ConvertVersion.cpp - split ops to another ONNX opset ---------------===//
//
// Every versioned op is read through SplitOpInterface (what it means) and
// rewritten as the op of the target opset (how that version says it).
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Dialect/Split/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITCONVERTVERSION
#include "split/Dialect/Split/Transforms/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

namespace {

constexpr int64_t kSplitVersions[] = {1, 2, 11, 13, 18};
constexpr int64_t kSequenceVersions[] = {11, 24};

/// The newest version in `versions` that opset `opset` uses.
std::optional<int64_t> versionAtOpset(ArrayRef<int64_t> versions,
                                      int64_t opset) {
  std::optional<int64_t> result;
  for (int64_t version : versions)
    if (version <= opset)
      result = version;
  return result;
}

bool isElementTypeOf(int64_t version, bool isSequence, Type type) {
  if (!isSequence && version == 1)
    return isSplit1ElementType(type);
  if (version < (isSequence ? 24 : 13))
    return isOpset11ElementType(type);
  return isOpset13ElementType(type);
}

int64_t getVersion(Operation *op) {
  return llvm::TypeSwitch<Operation *, int64_t>(op)
      .Case<SplitV1Op, SplitV2Op, SplitV11Op, SplitV13Op, SplitV18Op,
            SplitToSequenceV11Op, SplitToSequenceV24Op>(
          [](auto versioned) { return decltype(versioned)::kOnnxVersion; })
      .Default([](Operation *) { return 0; });
}

/// The run-time list operand a Split reads its sizes from, if any.
Value getListOperand(Operation *op) {
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case<SplitV1Op>([](SplitV1Op v1) { return v1.getSplitInput(); })
      .Case<SplitV13Op, SplitV18Op>([](auto v) { return v.getSplit(); })
      .Default([](Operation *) { return Value(); });
}

class VersionConverter {
public:
  VersionConverter(RewriterBase &rewriter, int64_t opset)
      : rewriter(rewriter), opset(opset) {}

  LogicalResult convert(Operation *op) {
    bool isSequence = llvm::isa<SplitToSequenceV11Op, SplitToSequenceV24Op>(op);
    std::optional<int64_t> target = versionAtOpset(
        isSequence ? ArrayRef(kSequenceVersions) : ArrayRef(kSplitVersions),
        opset);
    if (!target)
      return op->emitOpError("cannot be converted to opset ")
             << opset << ": " << (isSequence ? "SplitToSequence" : "Split")
             << " does not exist before opset "
             << (isSequence ? kSequenceVersions[0] : kSplitVersions[0]);
    if (*target == getVersion(op))
      return success();
    Type elementType =
        llvm::cast<SplitOpInterface>(op).getInput().getType().getElementType();
    if (!isElementTypeOf(*target, isSequence, elementType))
      return fail(op, *target, isSequence)
             << "element type " << elementType << " is not supported there";
    if (isSequence)
      return convertSequence(op, *target);
    return convertSplit(op, *target);
  }

private:
  InFlightDiagnostic fail(Operation *op, int64_t version, bool isSequence) {
    return op->emitOpError("cannot be converted to ONNX ")
           << (isSequence ? "SplitToSequence-" : "Split-") << version << ": ";
  }

  /// SplitToSequence-11 and -24 differ only in element types.
  LogicalResult convertSequence(Operation *op, int64_t version) {
    OperationState state(op->getLoc(),
                         "split.split_to_sequence_v" + std::to_string(version));
    state.addOperands(op->getOperands());
    state.addAttributes(op->getAttrs());
    state.addTypes(op->getResultTypes());
    rewriter.setInsertionPoint(op);
    rewriter.replaceOp(op, rewriter.create(state));
    return success();
  }

  LogicalResult convertSplit(Operation *op, int64_t version) {
    auto split = llvm::cast<SplitOpInterface>(op);
    RankedTensorType inputType = split.getInput().getType();
    int64_t axis = *normalizeAxis(split.getAxis(), inputType.getRank(), {});
    int64_t dim = inputType.getDimSize(axis);
    int64_t numResults = op->getNumResults();
    SizeSpec spec = split.getSizeSpec();
    std::optional<SmallVector<int64_t>> staticSizes;
    FailureOr<SmallVector<int64_t>> sizes =
        inferSplitSizes(spec, dim, axis, numResults, {});
    if (succeeded(sizes) && !llvm::any_of(*sizes, ShapedType::isDynamic))
      staticSizes = *sizes;
    Value list = getListOperand(op);
    bool listIsInteger =
        list &&
        llvm::cast<ShapedType>(list.getType()).getElementType().isInteger(64);

    rewriter.setInsertionPoint(op);
    Location loc = op->getLoc();
    OperationState state(loc, "split.split_v" + std::to_string(version));
    state.addOperands(split.getInput());
    state.addAttribute("axis", rewriter.getI64IntegerAttr(split.getAxis()));
    state.addTypes(op->getResultTypes());

    // Each size rule has one encoding per version, so that a conversion up
    // and back down returns the op it started from.
    bool isStaticDim = !ShapedType::isDynamic(dim);
    bool isEqualParts =
        spec.kind == SizeSpec::Kind::EqualParts ||
        (staticSizes && isStaticDim && llvm::all_equal(*staticSizes) &&
         dim == staticSizes->front() * numResults) ||
        isEqualPartsList(list, split.getInput(), axis, numResults);
    bool isCeilParts = spec.kind == SizeSpec::Kind::CeilParts;
    bool isStaticCeilParts = false;
    if (staticSizes && isStaticDim) {
      auto [part, last] = ceilPartSizes(dim, numResults);
      SmallVector<int64_t> ceil(numResults, part);
      ceil.back() = last;
      isStaticCeilParts = last >= 1 && ceil == *staticSizes;
    }

    if (version < 13) {
      // Sizes can only be an attribute.
      if (isEqualParts) {
        // No attribute: equal parts.
      } else if (staticSizes) {
        state.addAttribute("split",
                           rewriter.getDenseI64ArrayAttr(*staticSizes));
      } else {
        InFlightDiagnostic diag = fail(op, version, false)
                                  << "its split sizes are only known at run "
                                     "time, and Split-"
                                  << version << " takes them as an attribute";
        if (version == 1)
          diag << " or as floats, which cannot hold every i64 size exactly";
        return diag;
      }
    } else if (version == 18 && (isCeilParts || isStaticCeilParts)) {
      state.addAttribute("num_outputs", rewriter.getI64IntegerAttr(numResults));
    } else if (version == 13 && isEqualParts) {
      // No operand: equal parts.
    } else if (staticSizes) {
      state.addOperands(createSizeConstant(loc, *staticSizes));
    } else if (isEqualParts) {
      // Split-18 has no "equal parts" form (onnx/onnx#5222), and num_outputs
      // would accept a dimension that n does not divide: compute the list.
      // A dimension that does not divide then fails its sum check instead.
      state.addOperands(
          createEqualPartsList(loc, split.getInput(), axis, numResults));
    } else if (isCeilParts) {
      return fail(op, version, false)
             << "num_outputs over a dimension of run-time size has no Split-"
             << version << " equivalent";
    } else if (listIsInteger) {
      state.addOperands(list);
    } else {
      return fail(op, version, false)
             << "its run-time float split sizes (Split-1) have no Split-"
             << version << " equivalent";
    }
    rewriter.replaceOp(op, rewriter.create(state));
    return success();
  }

  /// [d / n] * n as an i64 list, d the run-time size of the axis.
  Value createEqualPartsList(Location loc, Value input, int64_t axis,
                             int64_t numParts) {
    Value dim = tensor::DimOp::create(rewriter, loc, input, axis);
    Value part = arith::DivUIOp::create(
        rewriter, loc, dim,
        arith::ConstantIndexOp::create(rewriter, loc, numParts));
    Value part64 =
        arith::IndexCastOp::create(rewriter, loc, rewriter.getI64Type(), part);
    SmallVector<Value> parts(numParts, part64);
    return tensor::FromElementsOp::create(rewriter, loc, parts);
  }

  /// Whether `list` is what createEqualPartsList builds.
  static bool isEqualPartsList(Value list, Value input, int64_t axis,
                               int64_t numParts) {
    auto fromElements =
        list ? list.getDefiningOp<tensor::FromElementsOp>() : nullptr;
    if (!fromElements || !llvm::all_equal(fromElements.getElements()) ||
        fromElements.getElements().size() != static_cast<size_t>(numParts))
      return false;
    auto cast =
        fromElements.getElements().front().getDefiningOp<arith::IndexCastOp>();
    auto divide = cast ? cast.getIn().getDefiningOp<arith::DivUIOp>() : nullptr;
    auto dim =
        divide ? divide.getLhs().getDefiningOp<tensor::DimOp>() : nullptr;
    return dim && dim.getSource() == input &&
           getConstantIntValue(dim.getIndex()) == axis &&
           getConstantIntValue(divide.getRhs()) == numParts;
  }

  Value createSizeConstant(Location loc, ArrayRef<int64_t> sizes) {
    auto type = RankedTensorType::get({static_cast<int64_t>(sizes.size())},
                                      rewriter.getI64Type());
    return arith::ConstantOp::create(rewriter, loc,
                                     DenseIntElementsAttr::get(type, sizes));
  }

  RewriterBase &rewriter;
  int64_t opset;
};

struct SplitConvertVersionPass
    : split::impl::SplitConvertVersionBase<SplitConvertVersionPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation()->walk([&](Operation *op) {
      if (getVersion(op) != 0)
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    VersionConverter converter(rewriter, target);
    bool failedAny = false;
    for (Operation *op : ops)
      failedAny |= failed(converter.convert(op));
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace
