// The installed package works for another project: install this build into
// a fresh prefix, configure examples/out-of-tree against it with only
// CMAKE_PREFIX_PATH (find_package(SplitMLIR) finds MLIR, ONNX and protobuf
// itself), build every consumer and run it: the opt tool (C++), the ONNX
// importer (SplitONNXImport, on a real .onnx file), the C programs (the C
// API, and its ExecutionEngine JIT-running a split); the installed plugin in
// Debian's own mlir-opt and the installed run-time library in Debian's own
// mlir-runner.
//
// Not on a sanitizer build: the installed libraries need its runtimes.
// UNSUPPORTED: sanitizer
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cmake --install %split_obj_root --prefix %t/prefix > %t/install.log
//
// Every tool, and versioned libraries in the library directory.
// RUN: ls %t/prefix/bin | FileCheck %s --check-prefix=BIN
// RUN: ls %t/prefix/%split_libdir | FileCheck %s --check-prefix=LIB
// RUN: %t/prefix/bin/split-translate --version | FileCheck %s --check-prefix=VERSION
//
// RUN: %cmake_configure -S %split_src_root/examples/out-of-tree -B %t/build -DCMAKE_PREFIX_PATH=%t/prefix > %t/configure.log
// RUN: FileCheck %s --check-prefix=CONFIGURE -DLIBDIR=%split_libdir < %t/configure.log
// RUN: %cmake --build %t/build > %t/build.log
// RUN: %t/build/consumer-opt %s --split-normalize --canonicalize | FileCheck %s
// RUN: %t/build/consumer-c | FileCheck %s --check-prefix=C
// RUN: %t/build/consumer-opt %s --split-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: %t/build/consumer-onnx %onnx_testdata/node/test_split_variable_parts_1d/model.onnx | FileCheck %s --check-prefix=ONNX
// RUN: not %t/build/consumer-onnx %s 2>&1 | FileCheck %s --check-prefix=ONNX-BAD
// RUN: %t/build/consumer-jit | FileCheck %s --check-prefix=JIT
// RUN: ldd %t/build/consumer-jit | FileCheck %s --check-prefix=LDD-JIT -DLIBDIR=%split_libdir
//
// The exported plugin and run-time library, by their imported targets'
// paths: Debian's mlir-opt lowers with the plugin, Debian's mlir-runner runs
// the result with --shared-libs alone.
// RUN: FileCheck %s --check-prefix=PATHS -DLIBDIR=%split_libdir < %t/build/split-libraries.txt
// RUN: %stock-mlir-opt %s --load-dialect-plugin=%t/prefix/%split_libdir/libSplitPlugin.so --load-pass-plugin=%t/prefix/%split_libdir/libSplitPlugin.so --pass-pipeline='builtin.module(split-to-llvm)' | %stock-mlir-runner -e main --entry-point-result=void --shared-libs=%t/prefix/%split_libdir/libsplit_runtime.so,%llvm_lib_dir/libmlir_c_runner_utils.so,%llvm_lib_dir/libmlir_runner_utils.so | FileCheck %s --check-prefix=EXEC

// BIN: split-lsp-server
// BIN-NEXT: split-onnx-run
// BIN-NEXT: split-opt
// BIN-NEXT: split-reduce
// BIN-NEXT: split-runner
// BIN-NEXT: split-translate

// LIB: libSplitCAPI.so
// LIB-NEXT: libSplitCAPI.so.0.1
// LIB-NEXT: libSplitCAPI.so.0.1.0
// LIB: libSplitPlugin.so
// LIB-NEXT: libSplitPlugin.so.0.1
// LIB-NEXT: libSplitPlugin.so.0.1.0
// LIB: libsplit_runtime.so
// LIB-NEXT: libsplit_runtime.so.0.1
// LIB-NEXT: libsplit_runtime.so.0.1.0

// VERSION: split-mlir version 0.1.0

// CONFIGURE: Using SplitMLIRConfig.cmake in: {{.*}}/prefix/[[LIBDIR]]/cmake/SplitMLIR

// CHECK-LABEL: func.func @parts(
// CHECK-SAME: %[[X:.*]]: tensor<7x4xf32>)
// CHECK-NEXT: %[[R:.*]]:3 = split.split %[[X]] axis = 0 sizes = [3, 3, 1] : tensor<7x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1, %[[R]]#2
func.func @parts(%x: tensor<7x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>) {
  %a:3 = split.split_v18 %x num_outputs = 3 : tensor<7x4xf32> -> tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
  return %a#0, %a#1, %a#2 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>
}

// EXEC: [0,  0,  0,  0]
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %x = arith.constant dense<0.0> : tensor<7x4xf32>
  %a:3 = call @parts(%x) : (tensor<7x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>)
  %p = tensor.cast %a#2 : tensor<1x4xf32> to tensor<*xf32>
  call @printMemrefF32(%p) : (tensor<*xf32>) -> ()
  return
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

// ONNX: func.func @main_graph(%arg0: tensor<6xf32>, %arg1: tensor<2xi64>) -> (tensor<?xf32>, tensor<?xf32>) {
// ONNX-NEXT: %0:2 = split.split_v13 %arg0, %arg1 : tensor<6xf32>, tensor<2xi64> -> tensor<?xf32>, tensor<?xf32>
// ONNX-NEXT: return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
// ONNX-BAD: error: not a valid ONNX model

// JIT: first: 1 2
// JIT-NEXT: second: 3 4 5 6
// LDD-JIT: libSplitCAPI.so.0.1 => {{.*}}/prefix/[[LIBDIR]]/libSplitCAPI.so.0.1
// LDD-JIT: libsplit_runtime.so.0.1 => {{.*}}/prefix/[[LIBDIR]]/libsplit_runtime.so.0.1

// PATHS: plugin {{.*}}/prefix/[[LIBDIR]]/libSplitPlugin.so
// PATHS-NEXT: runtime {{.*}}/prefix/[[LIBDIR]]/libsplit_runtime.so
