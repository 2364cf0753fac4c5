// The installed package works for another project: install this build into
// a fresh prefix, configure examples/out-of-tree against it with only
// CMAKE_PREFIX_PATH (find_package(SplitMLIR) finds MLIR itself), build its
// opt tool (C++) and its C program, and run both.
//
// Not on a sanitizer build: the installed libraries need its runtimes.
// UNSUPPORTED: sanitizer
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cmake --install %split_obj_root --prefix %t/prefix > %t/install.log
// RUN: %cmake_configure -S %split_src_root/examples/out-of-tree -B %t/build -DCMAKE_PREFIX_PATH=%t/prefix > %t/configure.log
// RUN: FileCheck %s --check-prefix=CONFIGURE < %t/configure.log
// RUN: %cmake --build %t/build > %t/build.log
// RUN: %t/build/consumer-opt %s --split-normalize --canonicalize | FileCheck %s
// RUN: %t/build/consumer-c | FileCheck %s --check-prefix=C
// RUN: %t/build/consumer-opt %s --split-to-llvm | FileCheck %s --check-prefix=LLVM

// CONFIGURE: Using SplitMLIRConfig.cmake in: {{.*}}/prefix/lib/cmake/SplitMLIR

// CHECK-LABEL: func.func @parts(
// CHECK-SAME: %[[X:.*]]: tensor<7x4xf32>)
// CHECK-NEXT: %[[R:.*]]:3 = split.split %[[X]] axis = 0 sizes = [3, 3, 1] : tensor<7x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1, %[[R]]#2
func.func @parts(%x: tensor<7x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>) {
  %a:3 = split.split_v18 %x num_outputs = 3 : tensor<7x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
  return %a#0, %a#1, %a#2 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
}

// The whole pipeline, with nothing registered but split/InitSplit.h.
// LLVM-NOT: split.split
// LLVM-LABEL: llvm.func @parts(
// LLVM-NOT: split.split

// C-LABEL: func.func @f(
// C-SAME: %[[X:.*]]: tensor<6x4xf32>)
// C-NOT: split.split_v1
// C: %[[R:.*]]:2 = split.split %[[X]] axis = 0 sizes = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>
// C-NEXT: return %[[R]]#0, %[[R]]#1
