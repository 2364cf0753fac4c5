//===- Passes.td - passes of the split-to-llvm pipeline ----*- tablegen -*-===//

#ifndef SPLIT_PIPELINES_PASSES_TD
#define SPLIT_PIPELINES_PASSES_TD

include "mlir/Pass/PassBase.td"

def SplitPrepareForJIT : Pass<"split-prepare-jit", "::mlir::ModuleOp"> {
  let summary = "Mark external functions' tensor arguments read-only";
  let description = [{
    The first step of `split-to-llvm`: marks every tensor argument of an
    external function (print helpers) `bufferization.access = "read"`, which
    is all a callee may do to a tensor; without it one-shot-bufferize may see
    a read-after-write conflict. It is the same for every ONNX opset.

    ```mlir
    func.func private @printMemrefF32(tensor<*xf32>)
    // becomes
    func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
    ```
  }];
}

def SplitVerifyLLVM : Pass<"split-verify-llvm", "::mlir::ModuleOp"> {
  let summary = "Fail unless only LLVM dialect ops remain";
  let description = [{
    The last step of `split-to-llvm`: an incomplete lowering is otherwise
    silent until the JIT trips over it. Names the first op that is not in the
    LLVM dialect, whatever ONNX opset it came from.

    ```sh
    split-opt --split-verify-llvm lowered.mlir
    ```
  }];
}

#endif // SPLIT_PIPELINES_PASSES_TD
