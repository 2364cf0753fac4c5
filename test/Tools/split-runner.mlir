// split-runner takes mlir-runner's flags: the entry point's result type
// (void, i32, i64, f32; the value is printed), -O0, --shared-libs, and says
// what is wrong with an entry point it cannot call.
// RUN: split-runner %s -e void_entry --entry-point-result=void | FileCheck %s --check-prefix=VOID
// RUN: split-runner %s -e i32_entry --entry-point-result=i32 | FileCheck %s --check-prefix=I32
// RUN: split-runner %s -e i64_entry --entry-point-result=i64 -O0 | FileCheck %s --check-prefix=I64
// RUN: split-runner %s -e f32_entry | FileCheck %s --check-prefix=F32
// RUN: split-runner %s -e void_entry --entry-point-result=void --shared-libs=%llvm_lib_dir/libmlir_c_runner_utils.so | FileCheck %s --check-prefix=VOID
// RUN: not split-runner %s -e missing --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not split-runner %s -e i32_entry --entry-point-result=i64 2>&1 | FileCheck %s --check-prefix=MISMATCH
// RUN: not split-runner %s -e with_argument --entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=ARGUMENT
// RUN: not split-runner %s -e void_entry --entry-point-result=f64 2>&1 | FileCheck %s --check-prefix=KIND
// RUN: not split-runner %s -e void_entry --entry-point-result=void --shared-libs=%t.missing.so 2>&1 | FileCheck %s --check-prefix=LIBRARY
// MLIR's pass manager options apply to the lowering, before the JIT runs.
// RUN: split-runner %s -e void_entry --entry-point-result=void --mlir-timing 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: split-runner %s -e void_entry --entry-point-result=void --mlir-print-ir-after=split-verify-llvm 2>&1 | FileCheck %s --check-prefix=PRINT
// The lowering's warnings (an op that fails if it executes), with the
// source line, as split-opt prints them; then the run-time error.
// RUN: sh -c 'split-runner %s -e warns --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=WARN

func.func private @printI64(i64)
func.func private @printNewline()

// VOID: 42
// TIMING: Execution time report
// TIMING: OneShotBufferizePass
// TIMING: SplitConvertToLLVM
// TIMING: 42
// PRINT: IR Dump After SplitVerifyLLVM (split-verify-llvm)
// PRINT: llvm.func @void_entry()
// PRINT: 42
func.func @void_entry() {
  %c = arith.constant 42 : i64
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// I32: -7{{$}}
func.func @i32_entry() -> i32 {
  %c = arith.constant -7 : i32
  return %c : i32
}
// I64: 8589934592{{$}}
func.func @i64_entry() -> i64 {
  %c = arith.constant 8589934592 : i64
  return %c : i64
}
// F32: 2.500000e+00{{$}}
func.func @f32_entry() -> f32 {
  %c = arith.constant 2.5 : f32
  return %c : f32
}
func.func @with_argument(%x: i32) -> i32 {
  return %x : i32
}
// MISSING: Error: entry point not found
// MISMATCH: Error: only single i64 function result supported
// ARGUMENT: Error: JIT can't invoke a function with arguments
// KIND: Error: --entry-point-result must be one of f32, i32, i64, void, not 'f64'
// LIBRARY: Error: cannot open shared library '{{.*}}.missing.so': no such file
// LIBRARY-NOT: 42

// WARN: split-runner.mlir:[[@LINE+7]]:8: warning: split.sequence_at: position 6 is out of range for a sequence of length 6; the op fails if it executes
// WARN: {{^}}error: split.sequence_at: position 6 is out of range for a sequence of length 6{{$}}
// WARN-NEXT: {{^}}exit=1{{$}}
func.func @warns() {
  %x = arith.constant dense<1.0> : tensor<6x3xf32>
  %q = split.split_to_sequence_v11 %x : tensor<6x3xf32> -> !split.seq<tensor<1x3xf32>>
  %p = arith.constant dense<6> : tensor<i64>
  %e = split.sequence_at %q[%p] : !split.seq<tensor<1x3xf32>>, tensor<i64> -> tensor<1x3xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %e[%c0, %c0] : tensor<1x3xf32>
  vector.print %v : f32
  return
}
