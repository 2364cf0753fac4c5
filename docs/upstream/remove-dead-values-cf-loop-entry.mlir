// The other direction of remove-dead-values-cf-loop.mlir: the entry passes a
// live value (%n, also returned) to the dead header argument, the back edge a
// dead one.
func.func @g(%n: index) -> index {
  %c1 = arith.constant 1 : index
  cf.br ^header(%n : index)
^header(%unused: index):
  %next = arith.addi %c1, %c1 : index
  %done = arith.cmpi sge, %c1, %n : index
  cf.cond_br %done, ^exit, ^header(%next : index)
^exit:
  return %n : index
}
