// Two casts, 8 -> ? -> 16: each verifies (the second would be undefined if
// executed, a cast to a static size the value does not have). The memref.cast
// folder makes them one cast from 8 to 16, which does not verify.
func.func @f(%a: memref<8xf32>) -> memref<16xf32> {
  %0 = memref.cast %a : memref<8xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<16xf32>
  return %1 : memref<16xf32>
}
