// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s --strict-whitespace
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s --strict-whitespace

// printMemrefString: printMemrefF32's layout (the same header line, brackets,
// commas and indentation, shown side by side for ranks 0 to 3) with each
// element as a JSON string literal; every byte below 0x20 escaped, all
// other bytes as they are. The tensors are constants: read-only global
// data (splat, empty and 0-D constants included).

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefString(tensor<*x!split.string>)

func.func @main() {
  %f0 = arith.constant dense<1.5> : tensor<f32>
  %s0 = arith.constant dense<"x y"> : tensor<!split.string>
  %f0u = tensor.cast %f0 : tensor<f32> to tensor<*xf32>
  %s0u = tensor.cast %s0 : tensor<!split.string> to tensor<*x!split.string>
  call @printMemrefF32(%f0u) : (tensor<*xf32>) -> ()
  call @printMemrefString(%s0u) : (tensor<*x!split.string>) -> ()
  // CHECK: {{^}}Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data = {{$}}
  // CHECK-NEXT: {{^}}[1.5]{{$}}
  // CHECK-NEXT: {{^}}Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data = {{$}}
  // CHECK-NEXT: {{^}}["x y"]{{$}}

  %f2 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %s2 = arith.constant dense<[["1", "2", "3"], ["4", "5", "6"]]> : tensor<2x3x!split.string>
  %f2u = tensor.cast %f2 : tensor<2x3xf32> to tensor<*xf32>
  %s2u = tensor.cast %s2 : tensor<2x3x!split.string> to tensor<*x!split.string>
  call @printMemrefF32(%f2u) : (tensor<*xf32>) -> ()
  call @printMemrefString(%s2u) : (tensor<*x!split.string>) -> ()
  // CHECK-NEXT: {{^}}Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = {{$}}
  // CHECK-NEXT: {{^\[\[}}1,   2,   3], {{$}}
  // CHECK-NEXT: {{^}} [4,   5,   6]]{{$}}
  // CHECK-NEXT: {{^}}Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = {{$}}
  // CHECK-NEXT: {{^\[\[}}"1",   "2",   "3"], {{$}}
  // CHECK-NEXT: {{^}} ["4",   "5",   "6"]]{{$}}

  %f3 = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xf32>
  %s3 = arith.constant dense<[[["1", "2"], ["3", "4"]], [["5", "6"], ["7", "8"]]]> : tensor<2x2x2x!split.string>
  %f3u = tensor.cast %f3 : tensor<2x2x2xf32> to tensor<*xf32>
  %s3u = tensor.cast %s3 : tensor<2x2x2x!split.string> to tensor<*x!split.string>
  call @printMemrefF32(%f3u) : (tensor<*xf32>) -> ()
  call @printMemrefString(%s3u) : (tensor<*x!split.string>) -> ()
  // CHECK-NEXT: {{^}}Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data = {{$}}
  // CHECK-NEXT: {{^\[\[\[}}1,    2], {{$}}
  // CHECK-NEXT: {{^}}  [3,    4]], {{$}}
  // CHECK-NEXT: {{^}} {{\[\[}}5,    6], {{$}}
  // CHECK-NEXT: {{^}}  [7,    8]]]{{$}}
  // CHECK-NEXT: {{^}}Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data = {{$}}
  // CHECK-NEXT: {{^\[\[\[}}"1",    "2"], {{$}}
  // CHECK-NEXT: {{^}}  ["3",    "4"]], {{$}}
  // CHECK-NEXT: {{^}} {{\[\[}}"5",    "6"], {{$}}
  // CHECK-NEXT: {{^}}  ["7",    "8"]]]{{$}}

  // Every escape: quote, backslash, \n, \t, \r, other bytes below 0x20 as
  // \u00xx (lower-case hex); space, DEL, UTF-8 and a byte that is not
  // UTF-8 (0xff) unchanged.
  %esc = arith.constant dense<["q\"b\\s", "\00\01\07\08\09\0A\0B\0C\0D\1B\1F", " \7F\C3\A9\FF"]> : tensor<3x!split.string>
  %escu = tensor.cast %esc : tensor<3x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%escu) : (tensor<*x!split.string>) -> ()
  // CHECK-NEXT: {{^}}Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data = {{$}}
  // CHECK-NEXT: {{^}}["q\"b\\s",  "\u0000\u0001\u0007\u0008\t\n\u000b\u000c\r\u001b\u001f",  " {{.}}é{{.}}"]{{$}}

  // A splat constant and an empty one.
  %splat = arith.constant dense<"ab"> : tensor<2x2x!split.string>
  %empty = arith.constant dense<[]> : tensor<0x!split.string>
  %splatu = tensor.cast %splat : tensor<2x2x!split.string> to tensor<*x!split.string>
  %emptyu = tensor.cast %empty : tensor<0x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%splatu) : (tensor<*x!split.string>) -> ()
  call @printMemrefString(%emptyu) : (tensor<*x!split.string>) -> ()
  // CHECK-NEXT: {{^}}Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data = {{$}}
  // CHECK-NEXT: {{^\[\[}}"ab",   "ab"], {{$}}
  // CHECK-NEXT: {{^}} ["ab",   "ab"]]{{$}}
  // CHECK-NEXT: {{^}}Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [0] strides = [1] data = {{$}}
  // CHECK-NEXT: {{^}}[]{{$}}
  return
}
