//===- MemRefLayout.cpp - row-major layouts of memref types ---------------===//

#include "split/Dialect/MemRef/Utils/MemRefLayout.h"

#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;

int64_t split::rowMajorBlockStart(MemRefType type, bool allowGaps,
                                  bool dynamicOuterSize) {
  int64_t rank = type.getRank();
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return rank;
  ArrayRef<int64_t> shape = type.getShape();
  int64_t span = 1, start = rank;
  for (int64_t dim = rank - 1; dim >= 0; --dim) {
    if (ShapedType::isDynamic(strides[dim]) ||
        (allowGaps ? strides[dim] < span : strides[dim] != span))
      break;
    if (ShapedType::isDynamic(shape[dim])) {
      if (dim == 0 && dynamicOuterSize)
        start = 0;
      break;
    }
    start = dim;
    if (dim == 0)
      break;
    std::optional<int64_t> next = llvm::checkedMul(strides[dim], shape[dim]);
    if (!next)
      break;
    span = *next;
  }
  return start;
}

bool split::hasRowMajorStrides(MemRefType type, bool allowGaps) {
  // A layout without strides has none (rowMajorBlockStart's rank 0 would
  // read as a block of every dimension).
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return false;
  return rowMajorBlockStart(type, allowGaps, /*dynamicOuterSize=*/true) == 0;
}

bool split::isContiguousRowMajor(MemRefType type) {
  return type.getLayout().isIdentity() || hasRowMajorStrides(type);
}

bool split::isCopiedWithMemcpyUpstream(MemRefType type) {
  return type.getLayout().isIdentity() ||
         (type.hasStaticShape() && type.getNumElements() > 0 &&
          memref::isStaticShapeAndContiguousRowMajor(type));
}

bool split::isContiguousCopy(MemRefType source, MemRefType target) {
  return source.getElementType().isIntOrIndexOrFloat() &&
         isContiguousRowMajor(source) && isContiguousRowMajor(target);
}
