//===- ExpandStridedCopies.cpp - strided memref.copy to linalg.copy -------===//

#include "split/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITEXPANDSTRIDEDCOPIES
#include "split/Transforms/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

namespace {

/// Mirrors the check by which MemRefToLLVM picks llvm.memcpy for a copy.
bool lowersToMemcpy(Type type) {
  auto memrefType = llvm::dyn_cast<MemRefType>(type);
  return memrefType &&
         (memrefType.getLayout().isIdentity() ||
          (memrefType.hasStaticShape() && memrefType.getNumElements() > 0 &&
           memref::isStaticShapeAndContiguousRowMajor(memrefType)));
}

struct SplitExpandStridedCopiesPass
    : split::impl::SplitExpandStridedCopiesBase<SplitExpandStridedCopiesPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    getOperation()->walk([&](memref::CopyOp copy) {
      Type source = copy.getSource().getType();
      Type target = copy.getTarget().getType();
      if (!llvm::isa<MemRefType>(source) || !llvm::isa<MemRefType>(target) ||
          (lowersToMemcpy(source) && lowersToMemcpy(target)))
        return;
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    });
  }
};

} // namespace
