func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%unused: index):
  %done = arith.cmpi sge, %c1, %n : index
  cf.cond_br %done, ^exit, ^header(%c1 : index)
^exit:
  return %n : index
}
