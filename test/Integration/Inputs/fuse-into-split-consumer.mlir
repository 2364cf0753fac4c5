// The transform script of tile-and-fuse.mlir: tiles the last linalg.generic
// (the consumer of a split result) by 2 along dimension 0 and fuses its
// producers, through the split, into the loop.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %p, %c = transform.split_handle %g : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t, %l = transform.structured.fuse %c tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
