// W2 as a user writes it: a function that splits a 4096x4096 f32 tensor on
// axis 1 into 4 and returns the four results, called 10 times through
// split-runner; prints the mean time per call (seconds, the first call's
// page faults included) and a checksum (10).
//   build/bin/split-runner bench/fresh-results-w2.mlir -e main --entry-point-result=void
//   SPLIT_RUNTIME_ALLOCATOR=libc build/bin/split-runner ...   # glibc's malloc instead
//   build/bin/split-runner ... --copy-threads=2               # parallel copies
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()
func.func @split(%x: tensor<4096x4096xf32>) -> (tensor<4096x1024xf32>, tensor<4096x1024xf32>, tensor<4096x1024xf32>, tensor<4096x1024xf32>) {
  %a:4 = split.split_v18 %x axis = 1 num_outputs = 4 : tensor<4096x4096xf32> -> tensor<4096x1024xf32>, tensor<4096x1024xf32>, tensor<4096x1024xf32>, tensor<4096x1024xf32>
  return %a#0, %a#1, %a#2, %a#3 : tensor<4096x1024xf32>, tensor<4096x1024xf32>, tensor<4096x1024xf32>, tensor<4096x1024xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4096x4096xf32>
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %zero = arith.constant 0.0 : f32
  %t0 = call @rtclock() : () -> f64
  %sum = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %zero) -> f32 {
    %r:4 = func.call @split(%x) : (tensor<4096x4096xf32>) -> (tensor<4096x1024xf32>, tensor<4096x1024xf32>, tensor<4096x1024xf32>, tensor<4096x1024xf32>)
    %v = tensor.extract %r#3[%c1, %c1] : tensor<4096x1024xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  %t1 = call @rtclock() : () -> f64
  %d = arith.subf %t1, %t0 : f64
  %ten = arith.constant 10.0 : f64
  %per = arith.divf %d, %ten : f64
  call @printF64(%per) : (f64) -> ()
  call @printNewline() : () -> ()
  %s = arith.extf %sum : f32 to f64
  call @printF64(%s) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
