// RUN: split-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect | FileCheck %s
// RUN: split-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect | split-opt --split-input-file --allow-unregistered-dialect | FileCheck %s

// #split.strings: the value of a constant tensor of !split.string, written as
// dense<...> is (lists of the tensor's shape, a bare literal for a splat).

// CHECK-LABEL: func.func @forms
// CHECK-NEXT: arith.constant #split.strings<"x"> : tensor<!split.string>
// CHECK-NEXT: arith.constant #split.strings<["a"]> : tensor<1x!split.string>
// CHECK-NEXT: arith.constant #split.strings<"s"> : tensor<3x2x!split.string>
// CHECK-NEXT: arith.constant #split.strings<{{\[\[}}"", "nul\00in"], ["\C3\A9", "q\22\\"]]> : tensor<2x2x!split.string>
// CHECK-NEXT: arith.constant #split.strings<{{\[\[}}"a", "b"], ["c", "d"]]> : tensor<2x2x!split.string>
// CHECK-NEXT: arith.constant #split.strings<[]> : tensor<0x!split.string>
func.func @forms() {
  %0 = arith.constant #split.strings<"x"> : tensor<!split.string>
  %1 = arith.constant #split.strings<["a"]> : tensor<1x!split.string>
  %2 = arith.constant #split.strings<"s"> : tensor<3x2x!split.string>
  %3 = arith.constant #split.strings<[["", "nul\00in"], ["\C3\A9", "q\"\\"]]> : tensor<2x2x!split.string>
  // A flat list of all elements is accepted as well.
  %4 = arith.constant #split.strings<["a", "b", "c", "d"]> : tensor<2x2x!split.string>
  %5 = arith.constant #split.strings<[]> : tensor<0x!split.string>
  return
}

// -----

// The initial value of a memref.global (what bufferization and
// --split-string-constants-to-memref make of a constant).
// CHECK: memref.global "private" constant @g : memref<2x!split.string> = #split.strings<["p", "q"]>
// CHECK-NEXT: func.func @memref_global
module {
  memref.global "private" constant @g : memref<2x!split.string> = #split.strings<["p", "q"]>
  func.func @memref_global() {
    return
  }
}

// -----

func.func @wrong_count() {
  // expected-error @+1 {{#split.strings has a list of shape [3] for 'tensor<2x!split.string>'}}
  %0 = arith.constant #split.strings<["a", "b", "c"]> : tensor<2x!split.string>
  return
}

// -----

func.func @ragged() {
  // expected-error @+1 {{#split.strings: nested lists of different shapes}}
  %0 = arith.constant #split.strings<[["a", "b"], ["c"]]> : tensor<2x2x!split.string>
  return
}

// -----

func.func @not_strings() {
  // expected-error @+1 {{#split.strings needs a tensor of !split.string, but got 'tensor<2xi32>'}}
  %0 = arith.constant #split.strings<["a", "b"]> : tensor<2xi32>
  return
}

// -----

func.func @dynamic() {
  // expected-error @+1 {{#split.strings needs a static shape, but got 'tensor<?x!split.string>'}}
  %0 = arith.constant #split.strings<"a"> : tensor<?x!split.string>
  return
}

// -----

func.func @no_type() {
  // expected-error @+1 {{#split.strings needs a type}}
  %0 = "test.op"() {value = #split.strings<"a">} : () -> ()
  return
}

// -----

func.func @not_a_string() {
  // expected-error @+1 {{expected string}}
  %0 = arith.constant #split.strings<[1]> : tensor<1x!split.string>
  return
}

// -----

// A splat of a tensor whose element count does not fit in 64 bits verifies,
// as one of 2^63 - 1 elements does (the count used to wrap to 0 and the
// splat was rejected for "0 elements").
// CHECK-LABEL: func.func @huge_splat
// CHECK: arith.constant #split.strings<"a"> : tensor<4611686018427387904x4x!split.string>
func.func @huge_splat() -> tensor<4611686018427387904x4x!split.string> {
  %0 = arith.constant #split.strings<"a"> : tensor<4611686018427387904x4x!split.string>
  return %0 : tensor<4611686018427387904x4x!split.string>
}

// -----

// No elements, behind a dimension so large that the element count of the
// others overflows: the empty list describes it and prints flat (nested
// lists would never end); a splat does not.
// CHECK-LABEL: func.func @huge_empty
// CHECK: arith.constant #split.strings<[]> : tensor<4611686018427387904x4x0x!split.string>
// CHECK: arith.constant #split.strings<[]> : tensor<2x0x!split.string>
func.func @huge_empty() -> (tensor<4611686018427387904x4x0x!split.string>, tensor<2x0x!split.string>) {
  %0 = arith.constant #split.strings<[]> : tensor<4611686018427387904x4x0x!split.string>
  %1 = arith.constant #split.strings<[[], []]> : tensor<2x0x!split.string>
  return %0, %1 : tensor<4611686018427387904x4x0x!split.string>, tensor<2x0x!split.string>
}

// -----

func.func @huge_empty_splat() {
  // expected-error @+1 {{#split.strings has 1 strings for 0 elements of 'tensor<4611686018427387904x4x0x!split.string>'}}
  %0 = arith.constant #split.strings<"a"> : tensor<4611686018427387904x4x0x!split.string>
  return
}
