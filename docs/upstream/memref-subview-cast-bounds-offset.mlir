// The same fold with an offset past a non-empty static source: a view at
// offset 5 of a memref<4xf32> behind a cast to memref<?xf32>. The subview is
// valid IR (it is undefined only if executed); the folded one is not.
func.func @g(%m: memref<4xf32>) -> memref<1xf32, strided<[1], offset: 5>> {
  %cast = memref.cast %m : memref<4xf32> to memref<?xf32>
  %subview = memref.subview %cast[5] [1] [1] : memref<?xf32> to memref<1xf32, strided<[1], offset: 5>>
  return %subview : memref<1xf32, strided<[1], offset: 5>>
}
