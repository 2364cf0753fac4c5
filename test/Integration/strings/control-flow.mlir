// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-opt %s --canonicalize | split-runner -e main --entry-point-result=void | FileCheck %s

// String tensors and sequences of them through function arguments and
// results, tensor.cast (static <-> dynamic), scf.if, scf.for and cf branches
// with block arguments.

func.func private @printMemrefString(tensor<*x!split.string>)

func.func @show(%t: tensor<?x!split.string>) {
  %u = tensor.cast %t : tensor<?x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%u) : (tensor<*x!split.string>) -> ()
  return
}

// scf.if picks one of two split results; the result is returned.
func.func @pick_if(%c: i1, %x: tensor<?x!split.string>) -> tensor<?x!split.string> {
  %a:2 = split.split_v18 %x num_outputs = 2 : tensor<?x!split.string> -> tensor<?x!split.string>, tensor<?x!split.string>
  %r = scf.if %c -> tensor<?x!split.string> {
    scf.yield %a#0 : tensor<?x!split.string>
  } else {
    scf.yield %a#1 : tensor<?x!split.string>
  }
  return %r : tensor<?x!split.string>
}

// cf.cond_br passes a sequence of strings as a block argument.
func.func @pick_cf(%c: i1, %x: tensor<?x!split.string>, %p: tensor<i64>) -> tensor<?x!split.string> {
  %two = arith.constant dense<2> : tensor<i64>
  %a = split.split_to_sequence_v11 %x, %two : tensor<?x!split.string>, tensor<i64> -> !split.seq<tensor<?x!split.string>>
  %b = split.split_to_sequence_v11 %x : tensor<?x!split.string> -> !split.seq<tensor<?x!split.string>>
  cf.cond_br %c, ^bb1(%a : !split.seq<tensor<?x!split.string>>), ^bb1(%b : !split.seq<tensor<?x!split.string>>)
^bb1(%s: !split.seq<tensor<?x!split.string>>):
  %e = split.sequence_at %s[%p] : !split.seq<tensor<?x!split.string>>, tensor<i64> -> tensor<?x!split.string>
  return %e : tensor<?x!split.string>
}

// A sequence as a function result, consumed by the caller.
func.func @make_seq(%x: tensor<6x!split.string>) -> !split.seq<tensor<?x!split.string>> {
  %s = arith.constant dense<[4, 0, 2]> : tensor<3xi64>
  %q = split.split_to_sequence_v11 %x, %s : tensor<6x!split.string>, tensor<3xi64> -> !split.seq<tensor<?x!split.string>>
  return %q : !split.seq<tensor<?x!split.string>>
}

// scf.for prints every element of a sequence.
func.func @each(%q: !split.seq<tensor<?x!split.string>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %len = split.sequence_length %q : !split.seq<tensor<?x!split.string>>
  %l = tensor.extract %len[] : tensor<i64>
  %n = arith.index_cast %l : i64 to index
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %p = tensor.from_elements %ii : tensor<i64>
    %e = split.sequence_at %q[%p] : !split.seq<tensor<?x!split.string>>, tensor<i64> -> tensor<?x!split.string>
    func.call @show(%e) : (tensor<?x!split.string>) -> ()
  }
  return
}

func.func @main() {
  %c = arith.constant dense<["", "a\"b", "back\\slash", "t\tab", "nul\00in", "€"]> : tensor<6x!split.string>
  %x = tensor.cast %c : tensor<6x!split.string> to tensor<?x!split.string>
  %true = arith.constant true
  %false = arith.constant false

  %a = call @pick_if(%true, %x) : (i1, tensor<?x!split.string>) -> tensor<?x!split.string>
  %b = call @pick_if(%false, %x) : (i1, tensor<?x!split.string>) -> tensor<?x!split.string>
  call @show(%a) : (tensor<?x!split.string>) -> ()
  call @show(%b) : (tensor<?x!split.string>) -> ()
  // CHECK: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["", "a\"b", "back\\slash"]{{$}}
  // CHECK: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["t\tab", "nul\u0000in", "€"]{{$}}

  %p1 = arith.constant dense<1> : tensor<i64>
  %d = call @pick_cf(%true, %x, %p1) : (i1, tensor<?x!split.string>, tensor<i64>) -> tensor<?x!split.string>
  %e = call @pick_cf(%false, %x, %p1) : (i1, tensor<?x!split.string>, tensor<i64>) -> tensor<?x!split.string>
  call @show(%d) : (tensor<?x!split.string>) -> ()
  call @show(%e) : (tensor<?x!split.string>) -> ()
  // CHECK: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["back\\slash", "t\tab"]{{$}}
  // CHECK: sizes = [1] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["a\"b"]{{$}}

  %q = call @make_seq(%c) : (tensor<6x!split.string>) -> !split.seq<tensor<?x!split.string>>
  call @each(%q) : (!split.seq<tensor<?x!split.string>>) -> ()
  // CHECK: sizes = [4] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["", "a\"b", "back\\slash", "t\tab"]{{$}}
  // CHECK: sizes = [0] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}[]{{$}}
  // CHECK: sizes = [2] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["nul\u0000in", "€"]{{$}}
  %ls = tensor.cast %b : tensor<?x!split.string> to tensor<3x!split.string>
  %lu = tensor.cast %ls : tensor<3x!split.string> to tensor<*x!split.string>
  call @printMemrefString(%lu) : (tensor<*x!split.string>) -> ()
  // CHECK: sizes = [3] strides = {{.*}} data =
  // CHECK-NEXT: {{^}}["t\tab", "nul\u0000in", "€"]{{$}}
  return
}
