// A tensor carried around a loop of cf blocks: the loop keeps the second half
// of the tensor %n times. One-shot-bufferize's analysis recurses without end
// on it (a stack overflow); the same loop as scf.while bufferizes.
func.func @halve(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  cf.br ^head(%c0, %x : index, tensor<?xf32>)
^head(%i: index, %t: tensor<?xf32>):
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %h = arith.divui %d, %c2 : index
  %b = tensor.extract_slice %t[%h] [%h] [1] : tensor<?xf32> to tensor<?xf32>
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %b : index, tensor<?xf32>)
^exit:
  return %t : tensor<?xf32>
}

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %w = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<8xf32>
  %x = tensor.cast %w : tensor<8xf32> to tensor<?xf32>
  %c2 = arith.constant 2 : index
  %r = call @halve(%x, %c2) : (tensor<?xf32>, index) -> tensor<?xf32>
  %u = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
