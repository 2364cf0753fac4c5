// cpack -G DEB makes a package that declares what its binaries load, passes
// lintian without errors, and whose tools, libraries and CMake package work
// from wherever it is unpacked (dpkg -x into a temporary root here, as on a
// clean machine; the package installs under /usr).
//
// Not on a sanitizer build: the packaged libraries need its runtimes.
// UNSUPPORTED: sanitizer
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cpack --config %split_obj_root/CPackConfig.cmake -G DEB -B %t/out > %t/cpack.log
// RUN: dpkg-deb -f %t/out/split-mlir_*_amd64.deb Package Version Depends | FileCheck %s --check-prefix=CONTROL
// RUN: dpkg -x %t/out/split-mlir_*_amd64.deb %t/root
//
// Depends names the package of every library that a binary of the package
// loads (dpkg-shlibdeps), besides the development packages the headers and
// the CMake package need.
// RUN: bash %S/Inputs/check-depends.sh %t/out/split-mlir_*_amd64.deb %t/root > %t/depends.txt
// RUN: FileCheck %s --check-prefix=DEPENDS < %t/depends.txt
//
// Debian's own checks, with no error (warnings: no manual pages; the
// libraries are not in a package of their own; CPack's maintainer scripts
// call ldconfig, besides the package's ldconfig trigger).
// RUN: lintian --fail-on error %t/out/split-mlir_*_amd64.deb > %t/lintian.log 2>&1
// RUN: ls %t/root/usr/share/doc/split-mlir | FileCheck %s --check-prefix=DOC
// RUN: gzip -dc %t/root/usr/share/doc/split-mlir/changelog.gz | FileCheck %s --check-prefix=CHANGELOG
//
// The tools find split's libraries in the package, not in the build tree.
// RUN: ldd %t/root/usr/bin/split-runner | FileCheck %s --check-prefix=LDD -DLIBDIR=%split_libdir
// RUN: %t/root/usr/bin/split-opt %s --split-normalize --canonicalize | FileCheck %s --check-prefix=OPT
// RUN: %t/root/usr/bin/split-runner %s -e main --entry-point-result=void | FileCheck %s --check-prefix=JIT
// RUN: %t/root/usr/bin/split-lsp-server -lit-test < %S/../Tools/split-lsp-server/smoke.test 2> /dev/null | FileCheck %S/../Tools/split-lsp-server/smoke.test
// RUN: %t/root/usr/bin/split-reduce %S/../Tools/split-reduce/reduce.mlir -opt-reduction-pass='opt-pass=symbol-dce test=%S/../Tools/split-reduce/Inputs/uses-split-v18.sh' | FileCheck %S/../Tools/split-reduce/reduce.mlir --check-prefix=DCE
// RUN: %t/root/usr/bin/split-translate --import-onnx %onnx_testdata/node/test_split_equal_parts_1d/model.onnx | FileCheck %s --check-prefix=ONNX
// RUN: %t/root/usr/bin/split-onnx-run %onnx_testdata/node/test_split_equal_parts_1d | FileCheck %s --check-prefix=ONNX-EXEC
// RUN: %t/root/usr/bin/split-opt --version | FileCheck %s --check-prefix=VERSION
//
// The CMake package is relocatable: a consumer finds it under the unpacked
// root, and a C program links the packaged libSplitCAPI.so.
// RUN: %cmake_configure -S %split_src_root/examples/out-of-tree -B %t/consumer -DCMAKE_PREFIX_PATH=%t/root/usr > %t/configure.log
// RUN: FileCheck %s --check-prefix=CONFIGURE -DLIBDIR=%split_libdir < %t/configure.log
// RUN: %cmake --build %t/consumer --target consumer-c > %t/build.log
// RUN: ldd %t/consumer/consumer-c | FileCheck %s --check-prefix=LDD-C -DLIBDIR=%split_libdir
// RUN: %t/consumer/consumer-c | FileCheck %s --check-prefix=C

// CONTROL: Package: split-mlir
// CONTROL-NEXT: Version: 0.1.0
// CONTROL-NEXT: Depends: libmlir-22-dev {{.*}}mlir-22-tools{{.*}}llvm-22-dev{{.*}}libonnx-dev, libprotobuf-dev, libllvm22 {{.*}}libmlir-22 {{.*}}libomp5{{.*}}libonnx1 {{.*}}libprotobuf32

// DEPENDS-NOT: NOT declared
// DEPENDS: libLLVM.so.22.1 libllvm22: declared
// DEPENDS: libMLIR.so.22.1 libmlir-22: declared
// DEPENDS: libomp.so.5 libomp5{{.*}}: declared
// DEPENDS: libonnx.so.1 libonnx1: declared
// DEPENDS: libprotobuf.so.32 libprotobuf32: declared
// DEPENDS-NOT: NOT declared

// DOC: changelog.gz
// DOC-NEXT: copyright
// CHANGELOG: split-mlir (0.1.0) unstable; urgency=medium

// LDD-NOT: jemalloc
// LDD: libsplit_runtime.so.0.1 => {{.*}}/root/usr/bin/../[[LIBDIR]]/libsplit_runtime.so.0.1
// LDD: libMLIR.so.22.1 => /usr/lib/llvm-22/lib/libMLIR.so.22.1
// LDD-NOT: jemalloc
// CONFIGURE: Using SplitMLIRConfig.cmake in: {{.*}}/root/usr/[[LIBDIR]]/cmake/SplitMLIR
// LDD-C: libSplitCAPI.so.0.1 => {{.*}}/root/usr/[[LIBDIR]]/libSplitCAPI.so.0.1
// C: split.split %{{.*}} axis = 0 sizes = [2, 4] : tensor<6x4xf32> -> tensor<2x4xf32>, tensor<4x4xf32>

// ONNX: split.split_v13 %arg0 : tensor<6xf32> -> tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
// ONNX-EXEC: PASS {{.*}}test_split_equal_parts_1d
// VERSION: split-mlir version 0.1.0

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
