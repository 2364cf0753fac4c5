llvm.func @answer() -> i32
llvm.func @main() -> i32 {
  %0 = llvm.call @answer() : () -> i32
  llvm.return %0 : i32
}
