//===- ConvertVersion.cpp - split ops to another ONNX opset ---------------===//
//
// Every versioned op is read through SplitOpInterface (what its sizes mean)
// and rebuilt, through VersionedOpInterface::createWithSizes, as the op of
// the target opset with the size form that version has. The versions come
// from the dialect's registered ops: nothing here lists them.
//
//===----------------------------------------------------------------------===//

#include "split/Dialect/Split/IR/SplitOps.h"
#include "split/Dialect/Split/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITCONVERTVERSION
#include "split/Dialect/Split/Transforms/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

namespace {

using VersionedOp = VersionedOpInterface::Concept;

class VersionConverter {
public:
  VersionConverter(RewriterBase &rewriter, int64_t opset)
      : rewriter(rewriter), opset(opset) {}

  LogicalResult convert(VersionedOpInterface op) {
    std::optional<RegisteredOperationName> targetName =
        lookupVersionedOp(op->getContext(), op.getOnnxOpType(), opset);
    if (!targetName)
      return op->emitOpError("cannot be converted to opset ")
             << opset << ": " << op.getOnnxOpType()
             << " does not exist before opset "
             << getVersionedOps(op->getContext(), op.getOnnxOpType())
                    .front()
                    .getInterface<VersionedOpInterface>()
                    ->getOnnxVersion();
    const VersionedOp *target =
        targetName->getInterface<VersionedOpInterface>();
    int64_t version = target->getOnnxVersion();
    if (version == op.getOnnxVersion())
      return success();
    auto split = llvm::cast<SplitOpInterface>(op.getOperation());
    Type elementType = split.getInput().getType().getElementType();
    if (!target->isElementTypeSupported(elementType))
      return fail(op, version)
             << "element type " << elementType << " is not supported there";
    FailureOr<SizeOperands> sizes = op.getSizeForms() == SizeForms::Sequence
                                        ? op.getSizeOperands()
                                        : encodeSplitSizes(op, *target);
    if (failed(sizes))
      return failure();
    rewriter.setInsertionPoint(op);
    Operation *converted =
        target->createWithSizes(rewriter, op.getLoc(), op->getResultTypes(),
                                split.getInput(), split.getAxis(), *sizes);
    rewriter.replaceOp(op, converted);
    return success();
  }

private:
  InFlightDiagnostic fail(VersionedOpInterface op, int64_t version) {
    return op->emitOpError("cannot be converted to ONNX ")
           << op.getOnnxOpType() << "-" << version << ": ";
  }

  /// The sizes of Split `op` in the size forms of `target`. Each size rule
  /// has one encoding per version, so that a conversion up and back down
  /// returns the op it started from.
  FailureOr<SizeOperands> encodeSplitSizes(VersionedOpInterface op,
                                           const VersionedOp &target) {
    auto split = llvm::cast<SplitOpInterface>(op.getOperation());
    int64_t version = target.getOnnxVersion();
    SizeForms forms = target.getSizeForms();
    RankedTensorType inputType = split.getInput().getType();
    int64_t axis = getNormalizedAxis(split);
    int64_t dim = inputType.getDimSize(axis);
    int64_t numResults = op->getNumResults();
    SizeSpec spec = split.getSizeSpec(getConstantOperands(op));
    std::optional<SmallVector<int64_t>> staticSizes;
    FailureOr<SmallVector<int64_t>> sizes =
        inferSplitSizes(spec, dim, axis, numResults, nullptr);
    if (succeeded(sizes) && !llvm::any_of(*sizes, ShapedType::isDynamic))
      staticSizes = *sizes;
    Value list = op.getSizeOperands().list;
    bool listIsInteger =
        list && getElementTypeOrSelf(list.getType()).isSignlessInteger(64);

    // Constant sizes that contradict a static result type fail at run time;
    // as an attribute or num_outputs they would make the converted op
    // invalid IR. Keep them an operand.
    if (staticSizes &&
        llvm::any_of(
            llvm::zip(*staticSizes, op->getResultTypes()), [&](auto entry) {
              auto [size, type] = entry;
              return contradictsDeclaredSize(
                  size, llvm::cast<RankedTensorType>(type).getDimSize(axis));
            })) {
      if (listIsInteger && hasForm(forms, SizeForms::IntegerList)) {
        SizeOperands kept;
        kept.list = list;
        return kept;
      }
      InFlightDiagnostic diag =
          fail(op, version)
          << "its result types contradict its constant split sizes [";
      llvm::interleaveComma(*staticSizes, diag);
      return diag << "] (a run-time error), which Split-" << version
                  << " would take as an attribute";
    }
    bool isStaticDim = !ShapedType::isDynamic(dim);
    // Static sizes that another form gives too, as the semantics module
    // computes that form's sizes.
    auto givesSizes = [&](const SizeSpec &form) {
      if (!staticSizes || !isStaticDim)
        return false;
      FailureOr<SmallVector<int64_t>> formSizes =
          inferSplitSizes(form, dim, axis, numResults, nullptr);
      return succeeded(formSizes) && *formSizes == *staticSizes;
    };
    bool isEqualParts = spec.kind == SizeSpec::Kind::EqualParts ||
                        givesSizes(SizeSpec::equalParts());
    bool isCeilParts = spec.kind == SizeSpec::Kind::CeilParts ||
                       givesSizes(SizeSpec::ceilParts(numResults));

    SizeOperands result;
    if (hasForm(forms, SizeForms::NumOutputs) && isCeilParts) {
      result.numOutputs = numResults;
    } else if (isEqualParts &&
               !(hasForm(forms, SizeForms::NumOutputs) && isStaticDim)) {
      // Every version's "no sizes" is equal parts. Split-18 says so only
      // where the dimension is dynamic: ONNX shape inference rejects it for
      // a static one (onnx/onnx#5222), which gets num_outputs or sizes
      // instead; ONNX Runtime runs it as equal parts (docs/Semantics.md §2.2).
    } else if (staticSizes && hasForm(forms, SizeForms::Attribute)) {
      result.attribute = *staticSizes;
    } else if (staticSizes && hasForm(forms, SizeForms::IntegerList)) {
      auto type = RankedTensorType::get({numResults}, rewriter.getI64Type());
      rewriter.setInsertionPoint(op);
      result.list = arith::ConstantOp::create(
          rewriter, op.getLoc(), DenseIntElementsAttr::get(type, *staticSizes));
    } else if (listIsInteger && hasForm(forms, SizeForms::IntegerList)) {
      result.list = list;
    } else if (hasForm(forms, SizeForms::Attribute) && failed(sizes)) {
      // Constant sizes that break a rule: the op fails if it runs, and as an
      // attribute they would be invalid IR. The semantics module says which
      // rule, in the words of the run-time error.
      (void)inferSplitSizes(spec, dim, axis, numResults, [&] {
        return fail(op, version)
               << "its constant split sizes break a rule (a run-time error), "
                  "and Split-"
               << version << " would take them as an attribute: ";
      });
      return failure();
    } else if (hasForm(forms, SizeForms::Attribute)) {
      InFlightDiagnostic diag = fail(op, version)
                                << "its split sizes are only known at run "
                                   "time, and Split-"
                                << version << " takes them as an attribute";
      if (hasForm(forms, SizeForms::FloatList))
        diag << " or as floats, which cannot hold every i64 size exactly";
      return diag;
    } else if (isCeilParts) {
      return fail(op, version)
             << "num_outputs over a dimension of run-time size has no Split-"
             << version << " equivalent";
    } else {
      return fail(op, version)
             << "its run-time float split sizes (Split-1) have no Split-"
             << version << " equivalent";
    }
    return result;
  }

  RewriterBase &rewriter;
  int64_t opset;
};

struct SplitConvertVersionPass
    : split::impl::SplitConvertVersionBase<SplitConvertVersionPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<SplitOpInterface> ops;
    getOperation()->walk([&](SplitOpInterface op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    VersionConverter converter(rewriter, target);
    bool failedAny = false;
    for (SplitOpInterface op : ops) {
      auto versioned = llvm::dyn_cast<VersionedOpInterface>(op.getOperation());
      if (!versioned) {
        // The normalised form has no ONNX version to convert to.
        op->emitOpError("has no ONNX version: convert versions before "
                        "--split-normalize");
        failedAny = true;
        continue;
      }
      failedAny |= failed(converter.convert(versioned));
    }
    if (failedAny)
      signalPassFailure();
  }
};

} // namespace
