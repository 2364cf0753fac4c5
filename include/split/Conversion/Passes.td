//===- Passes.td - split conversion passes -----------------*- tablegen -*-===//

#ifndef SPLIT_CONVERSION_PASSES_TD
#define SPLIT_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertSplitToTensor : Pass<"convert-split-to-tensor", "::mlir::ModuleOp"> {
  let summary = "Lower the split dialect to tensor, scf and arith";
  let description = [{
    Lowers split ops (versioned ones are normalised first, with the patterns
    of `split-normalize`) to
    `tensor.extract_slice`, `scf` loops and `arith`, with the dialect
    conversion framework. `split.check` stays: it is lowered to LLVM by the
    `split-to-llvm` pipeline.

    A split becomes one `tensor.extract_slice` per result (`tensor.empty` for
    a chunk that is statically empty). A sequence `!split.seq<T>` is not
    copied: it becomes three values,
    - `data`: the input reshaped to `[outer, axis, inner]`
      (`tensor<?x?x?xE>`),
    - `offsets`: `tensor<?xindex>` with the k + 1 chunk boundaries along the
      axis (built by one `tensor.generate` or `scf.for`, never unrolled),
    - `shape`: `tensor<Rxindex>`, the element shape with -1 at the axis,
    so that sequences cross `scf` regions and function boundaries.
    `sequence_at` slices `data` at a run-time offset and reshapes the slice
    to the element type, unless its sequence comes from a chunked
    `split_to_sequence` in the same function: then the element is a slice of
    that op's input (a view, no copy). `sequence_length` is the number of
    offsets minus 1.
    The ops of every ONNX opset are lowered (Split 1-18, SplitToSequence 11
    and 24, SequenceAt, SequenceLength).

    ```mlir
    %a, %b = split.split %x axis = 0 sizes = [2, 4] : tensor<6xf32> -> tensor<2xf32>, tensor<4xf32>
    // becomes
    %a = tensor.extract_slice %x[0] [2] [1] : tensor<6xf32> to tensor<2xf32>
    %b = tensor.extract_slice %x[2] [4] [1] : tensor<6xf32> to tensor<4xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def SplitExpandChecks : Pass<"split-expand-checks", "::mlir::ModuleOp"> {
  let summary = "Lower split.check in functions to a branch to the failure call";
  let description = [{
    Each `split.check` directly in a function body becomes a conditional
    `cf.cond_br` to a block that calls `splitCheckFailed`, before the
    conversion to LLVM, by the one lowering of `split.check` (which its LLVM conversion
    pattern uses too). The checks of a block are
    expanded from the last to the first, so every block split moves only the
    ops up to the next check: linear in the size of the function, where the
    dialect conversion's block splits (each moving the rest of the block)
    were quadratic in time and memory (a chain of 4000 splits: 24 s and
    3.5 GB in convert-to-llvm). The checks of every ONNX opset's rules go
    this way.

    ```mlir
    split.check %ok, "split.split_v13: ..."
    // becomes
    cf.cond_br %ok, ^continue, ^fail
    ...
    ^fail:  // after the function's other blocks
    llvm.call @splitCheckFailed(%message, %count, %values) : ...
    llvm.unreachable
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::LLVM::LLVMDialect"
  ];
}

#endif // SPLIT_CONVERSION_PASSES_TD
