// Debian's own mlir-opt (linked to libMLIR.so, as libSplitPlugin.so is) loads
// the split plugin, then parses, verifies and runs the split passes; the
// lowered code runs under Debian's own mlir-runner with the split run-time
// library given as --shared-libs (no LD_PRELOAD), including the run-time
// error path.
//
// Not on a sanitizer build: stock tools do not load the sanitizer runtimes.
// UNSUPPORTED: sanitizer
//
// RUN: %stock-mlir-opt %s --load-dialect-plugin=%split_obj_root/lib/libSplitPlugin.so --load-pass-plugin=%split_obj_root/lib/libSplitPlugin.so --pass-pipeline='builtin.module(split-normalize)' | FileCheck %s
//
// The verifier is the dialect's: a bad split is refused with its message.
// RUN: not %stock-mlir-opt %S/Inputs/bad-split.mlir --load-dialect-plugin=%split_obj_root/lib/libSplitPlugin.so 2>&1 | FileCheck %s --check-prefix=VERIFY
//
// The pass plugin alone registers the passes, the dialect plugin alone the
// dialect and the passes.
// RUN: %stock-mlir-opt %s --load-dialect-plugin=%split_obj_root/lib/libSplitPlugin.so --pass-pipeline='builtin.module(split-to-llvm)' -o %t.ll.mlir
// RUN: FileCheck %s --check-prefix=LLVM < %t.ll.mlir
// RUN: %stock-mlir-runner %t.ll.mlir -e main --entry-point-result=void --shared-libs=%split_obj_root/lib/libsplit_runtime.so,%llvm_lib_dir/libmlir_c_runner_utils.so,%llvm_lib_dir/libmlir_runner_utils.so | FileCheck %s --check-prefix=EXEC
//
// RUN: %stock-mlir-opt %S/Inputs/runtime-error.mlir --load-dialect-plugin=%split_obj_root/lib/libSplitPlugin.so --load-pass-plugin=%split_obj_root/lib/libSplitPlugin.so --pass-pipeline='builtin.module(split-to-llvm)' -o %t.error.mlir
// RUN: sh -c '%stock-mlir-runner %t.error.mlir -e main --entry-point-result=void --shared-libs=%split_obj_root/lib/libsplit_runtime.so,%llvm_lib_dir/libmlir_c_runner_utils.so,%llvm_lib_dir/libmlir_runner_utils.so 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ERROR

// CHECK-LABEL: func.func @halves(
// CHECK-NEXT: split.split %{{.*}} axis = 0 sizes = [2, 2] : tensor<4xf32> -> tensor<2xf32>, tensor<2xf32>
func.func @halves(%x: tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %a, %b = split.split_v13 %x : tensor<4xf32> -> tensor<2xf32>, tensor<2xf32>
  return %a, %b : tensor<2xf32>, tensor<2xf32>
}

// VERIFY: error: 'split.split_v13' op result #0 type tensor<3xf32> has size 3 in dimension 0 but its split size is 2

// LLVM-NOT: split.
// LLVM: llvm.call @_mlir_memref_to_llvm_aligned_alloc
// LLVM-NOT: split.

// Both results are fresh buffers of the run-time library's allocator.
// EXEC: [1,  2,  3,  4]
// EXEC: [5,  6,  7,  8]
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %a, %b = split.split_v13 %x : tensor<8xf32> -> tensor<4xf32>, tensor<4xf32>
  %pa = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  %pb = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%pa) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%pb) : (tensor<*xf32>) -> ()
  return
}

// The run-time error path outside a guarded call: what was printed, the
// message, exit status 1, nothing after it.
// ERROR: [1,  2]
// ERROR-NEXT: {{^}}error: split.split_v13: split sizes sum to 5 but dimension 0 of the input has size 6{{$}}
// ERROR-NEXT: {{^}}exit=1{{$}}
