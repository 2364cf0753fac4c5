// The expected message names a line of this file.
// UNSUPPORTED: upstream-passes
// RUN: sh -c 'split-runner %s -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s
// RUN: sh -c 'split-opt %s --canonicalize | split-runner -e main --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=CANON

// Tensors of !split.string verify but cannot be executed: split-runner must
// reject the module with a clear "not supported" diagnostic and exit status
// 1, before running anything (no crash, no stack dump, no output).

func.func private @printMemrefI64(tensor<*xi64>)

func.func @split_strings(%x: tensor<?x!split.string>) -> (tensor<?x!split.string>, tensor<?x!split.string>) {
  %a:2 = split.split_v13 %x : tensor<?x!split.string> -> tensor<?x!split.string>, tensor<?x!split.string>
  return %a#0, %a#1 : tensor<?x!split.string>, tensor<?x!split.string>
}

func.func @main() {
  %n = arith.constant dense<3> : tensor<i64>
  %u = tensor.cast %n : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

// CHECK-NOT: Unranked Memref
// CHECK: {{^}}loc({{.*}}:13:10): error: 'split.split_v13' op uses 'tensor<?x!split.string>': tensors of !split.string are not supported by the JIT pipeline
// CHECK-NEXT: {{^}}exit=1{{$}}

// CANON-NOT: Unranked Memref
// CANON: {{^}}loc({{.*}}): error: '{{split\.split(_v13)?}}' op uses 'tensor<?x!split.string>': tensors of !split.string are not supported by the JIT pipeline
// CANON-NEXT: {{^}}exit=1{{$}}
