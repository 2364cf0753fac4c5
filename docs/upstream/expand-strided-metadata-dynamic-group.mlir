func.func @f(%m: memref<?xf32, strided<[1], offset: ?>>, %a: index, %b: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%a, %b] : memref<?xf32, strided<[1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %e : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
