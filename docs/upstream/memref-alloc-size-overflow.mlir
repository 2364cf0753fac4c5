// 2^62 + 1 f32 elements: 2^64 + 4 bytes.
func.func @alloc() -> memref<?xf32> {
  %n = arith.constant 4611686018427387905 : index
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}
