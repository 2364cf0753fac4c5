//===- Passes.td - split dialect passes --------------------*- tablegen -*-===//

#ifndef SPLIT_DIALECT_SPLIT_TRANSFORMS_PASSES_TD
#define SPLIT_DIALECT_SPLIT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def SplitNormalize : Pass<"split-normalize"> {
  let summary = "Rewrite every versioned split op into the normalised form";
  let description = [{
    Rewrites the ops of ONNX Split (opsets 1, 2, 11, 13, 18) and
    SplitToSequence (opsets 11, 24), `split.split_v1` ... `split.split_v18`,
    into `split.split` with
    mixed static/dynamic sizes and `split.split_to_sequence_v11`/`_v24` into
    `split.split_to_sequence`, with the exact semantics of each version
    (docs/Semantics.md). Every rule that depends on run-time values becomes a
    `split.check` with a message naming the original op; static values fold,
    so static IR gets static sizes and no checks.

    ```mlir
    %a, %b = split.split_v18 %x num_outputs = 2 : tensor<?x4xf32> -> ...
    // becomes
    %d = tensor.dim %x, %c0 : tensor<?x4xf32>
    %p = arith.ceildivui %d, %c2 : index
    %l = arith.subi %d, %p : index
    split.check %ok, "split.split_v18: num_outputs 2 cannot split dimension 0 of size {0}: ..."(%d, %l : index, index)
    %a, %b = split.split %x axis = 0 sizes = [%p, %l] : tensor<?x4xf32> -> ...
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def SplitConvertVersion : Pass<"split-convert-version"> {
  let summary = "Rewrite split ops to the ops of another ONNX opset";
  let description = [{
    Rewrites every versioned op to the op that ONNX opset `target` uses
    (Split: the newest of 1, 2, 11, 13, 18 not above `target`;
    SplitToSequence: 11 or 24), with the same semantics. Where the target
    version cannot express the op (run-time sizes as a Split-11 attribute,
    bf16 before opset 13, SplitToSequence before opset 11, ...) the pass
    fails with an error on that op.

    ```sh
    split-opt --split-convert-version="target=13" model.mlir
    ```
  }];
  let options = [
    Option<"target", "target", "int64_t", /*default=*/"18",
           "ONNX opset to convert to">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

#endif // SPLIT_DIALECT_SPLIT_TRANSFORMS_PASSES_TD
