// An empty subview at [1, 0] of a memref.cast to memref<?x?xf32> whose source
// is 3x0. Valid as written (the verifier does not check offsets into dynamic
// sizes); --canonicalize folds the cast into the subview, whose static offset
// 0 into the empty dimension then fails the subview's bounds check.
func.func @f() -> memref<1x0xf32, strided<[?, 1], offset: ?>> {
  %alloc = memref.alloc() : memref<3x0xf32>
  %cast = memref.cast %alloc : memref<3x0xf32> to memref<?x?xf32>
  %subview = memref.subview %cast[1, 0] [1, 0] [1, 1] : memref<?x?xf32> to memref<1x0xf32, strided<[?, 1], offset: ?>>
  return %subview : memref<1x0xf32, strided<[?, 1], offset: ?>>
}
