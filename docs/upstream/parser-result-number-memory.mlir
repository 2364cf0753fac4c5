func.func @f() -> i32 {
  return %a#962222222 : i32
}
