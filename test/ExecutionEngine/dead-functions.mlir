// The JIT drops the internal functions that nothing calls before LLVM
// optimises the module or generates its code (GlobalDCE, JITPolicy.cpp): a
// private function that calls a symbol no library defines does not stop
// the program, optimised or not (without optimisation, code generation
// compiled it and the JIT failed: "Symbols not found").
// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: split-runner %s -e main --entry-point-result=void --O0 | FileCheck %s
// CHECK: 7

func.func private @nowhere_to_be_found(i64) -> i64

func.func private @dead(%x: i64) -> i64 {
  %y = call @nowhere_to_be_found(%x) : (i64) -> i64
  return %y : i64
}

func.func @main() {
  %c = arith.constant 7 : i64
  vector.print %c : i64
  return
}
