// cpack -G DEB makes a package whose tools, libraries and CMake package work
// from wherever it is unpacked (dpkg -x into a temporary root here, as on a
// clean machine; the package installs under /usr).
//
// Not on a sanitizer build: the packaged libraries need its runtimes.
// UNSUPPORTED: sanitizer
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cpack --config %split_obj_root/CPackConfig.cmake -G DEB -B %t/out > %t/cpack.log
// RUN: dpkg-deb -f %t/out/split-mlir_*_amd64.deb Package Depends | FileCheck %s --check-prefix=CONTROL
// RUN: dpkg -x %t/out/split-mlir_*_amd64.deb %t/root
//
// The tools find split's libraries in the package, not in the build tree.
// RUN: ldd %t/root/usr/bin/split-runner | FileCheck %s --check-prefix=LDD
// RUN: %t/root/usr/bin/split-opt %s --split-normalize --canonicalize | FileCheck %s --check-prefix=OPT
// RUN: %t/root/usr/bin/split-runner %s -e main --entry-point-result=void | FileCheck %s --check-prefix=JIT
// RUN: %t/root/usr/bin/split-lsp-server -lit-test < %S/../Tools/split-lsp-server/smoke.test 2> /dev/null | FileCheck %S/../Tools/split-lsp-server/smoke.test
// RUN: %t/root/usr/bin/split-reduce %S/../Tools/split-reduce/reduce.mlir -opt-reduction-pass='opt-pass=symbol-dce test=%S/../Tools/split-reduce/Inputs/uses-split-v18.sh' | FileCheck %S/../Tools/split-reduce/reduce.mlir --check-prefix=DCE
//
// The CMake package is relocatable: a consumer finds it under the unpacked
// root, and a C program links the packaged libSplitCAPI.so.
// RUN: %cmake_configure -S %split_src_root/examples/out-of-tree -B %t/consumer -DCMAKE_PREFIX_PATH=%t/root/usr > %t/configure.log
// RUN: FileCheck %s --check-prefix=CONFIGURE < %t/configure.log
// RUN: %cmake --build %t/consumer --target consumer-c > %t/build.log
// RUN: ldd %t/consumer/consumer-c | FileCheck %s --check-prefix=LDD-C
// RUN: %t/consumer/consumer-c | FileCheck %s --check-prefix=C

// CONTROL: Package: split-mlir
// CONTROL-NEXT: Depends: libmlir-22-dev {{.*}}mlir-22-tools{{.*}}llvm-22-dev
// LDD: libsplit_runtime.so => {{.*}}/root/usr/bin/../lib/libsplit_runtime.so
// LDD: libMLIR.so.22.1 => /usr/lib/llvm-22/lib/libMLIR.so.22.1
// CONFIGURE: Using SplitMLIRConfig.cmake in: {{.*}}/root/usr/lib/cmake/SplitMLIR
// LDD-C: libSplitCAPI.so => {{.*}}/root/usr/lib/libSplitCAPI.so
// C: split.split %{{.*}} axis = 0 sizes = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>

func.func private @printMemrefF32(tensor<*xf32>)

// OPT-LABEL: func.func @halves(
// OPT-NEXT: split.split %{{.*}} axis = 0 sizes = [2, 2] : tensor<4xf32> -> tensor<2xf32>, tensor<2xf32>
func.func @halves(%x: tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %a, %b = split.split_v13 %x : tensor<4xf32> -> tensor<2xf32>, tensor<2xf32>
  return %a, %b : tensor<2xf32>, tensor<2xf32>
}

// JIT: [3,  4]
func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a, %b = call @halves(%x) : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  %p = tensor.cast %b : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%p) : (tensor<*xf32>) -> ()
  return
}
