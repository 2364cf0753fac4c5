// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s

// printMemrefString through its llvm.emit_c_interface form
// (_mlir_ciface_printMemrefString), as the 16-bit print helpers are called.

func.func private @printMemrefString(tensor<*x!split.string>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c = arith.constant dense<["a\"b", "nul\00in"]> : tensor<2x!split.string>
  %u = tensor.cast %c : tensor<2x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%u) : (tensor<*x!split.string>) -> ()
  return
}
// CHECK: {{^}}Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data = {{$}}
// CHECK-NEXT: {{^}}["a\"b", "nul\u0000in"]{{$}}
