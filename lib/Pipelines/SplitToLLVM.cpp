//===- SplitToLLVM.cpp - the split-to-llvm pipeline -----------------------===//

#include "split/Pipelines/Pipelines.h"

#include "split/Conversion/Passes.h"
#include "split/Conversion/StringToLLVM/StringToLLVM.h"
#include "split/Transforms/LLVM/Passes.h"
#include "split/Transforms/MemRef/Passes.h"
#include "split/Transforms/Passes.h"
#include "split/Transforms/Tensor/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/BufferizationToMemRef/BufferizationToMemRef.h"
#include "mlir/Conversion/ControlFlowToSCF/ControlFlowToSCF.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/SCFToOpenMP/SCFToOpenMP.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::split;

// Loops. A tensor carried through scf.for / scf.while iter_args may change
// shape from one iteration to the next (a loop that halves a tensor with a
// split), so buildSplitToLLVMPipeline below
//  - lets one-shot-bufferize yield a new allocation from a loop instead of
//    its iter_arg's buffer (allowReturnAllocsFromLoops);
//  - canonicalises without scf.for's ForOpTensorCastFolder
//    (createCanonicalizer). That upstream pattern
//    (MLIR 22) moves a `tensor.cast` of static type `S` to a dynamic type
//    from an init operand into the loop and casts every yielded value back
//    to `S`: it assumes the carried value keeps the init's shape. When it
//    does not, the cast lies and the program reads and returns the wrong
//    sizes (`mlir-opt --canonicalize` alone turns a halving loop of
//    tensor.extract_slice into an out-of-bounds slice; see
//    test/Transforms/scf-for-cast-folder.mlir; reported:
//    docs/upstream/scf-for-tensor-cast-folder.md; memref.cast's folder then
//    merges the casts into one that fails to verify:
//    docs/upstream/memref-cast-chain-fold.md);
//  - lifts loops built of cf branches to scf (lift-cf-to-scf, after the
//    split ops are lowered: it may create ub.poison of the block argument
//    types, which must be tensors by then): one-shot-bufferize's analysis
//    recurses without end through a tensor passed around a cycle of blocks
//    (a stack overflow in MLIR 22: docs/upstream/bufferize-cf-cycle.md),
//    and handles scf.while. The tensors
//    lift-cf-to-scf leaves as ub.poison become tensor.empty
//    (split-poison-tensors-to-empty), which bufferizes.

/// The locations each op that a canonicalisation pattern creates keeps of its
/// fused location: a chain of N dependent splits of run-time sizes has chains
/// of N reassociations of `arith.subi`, whose fused locations grow by one
/// location a link (10000 steps: 560 MB and 1.7 s of one canonicalisation,
/// docs/upstream/fused-location-reassociation.md). The replaced op's own
/// location comes first and is kept.
static constexpr unsigned kMaxFusedLocations = 16;

/// Canonicalisation (split-canonicalize: with only the patterns that can
/// match, which spares each run the sorting of all of them) without scf.for's
/// ForOpTensorCastFolder (see above). The pattern is named as it is in Clang
/// and GCC builds of libMLIR; test/Transforms/scf-for-cast-folder.mlir fails
/// if the name stops matching. Top-down, as the canonicalize pass seeds its
/// worklist by default: bottom-up, the chain of offsets
/// `arith.addi(arith.addi(c0, c1), c1) ...` that the split lowering emits is
/// re-folded from every link (1000 results: 500,000 rewrites of
/// AddIAddConstant, 1.5 s; top-down 0.02 s).
static std::unique_ptr<Pass> createCanonicalizer() {
  SplitCanonicalizeOptions options;
  options.disabledPatterns = {"(anonymous namespace)::ForOpTensorCastFolder",
                              "{anonymous}::ForOpTensorCastFolder"};
  options.maxFusedLocations = kMaxFusedLocations;
  return createSplitCanonicalize(options);
}

void mlir::split::buildSplitToLLVMPipeline(OpPassManager &pm) {
  buildSplitToLLVMPipeline(pm, SplitToLLVMOptions());
}

/// split-nest-where-dialects running `pass` on each function (or op named
/// `anchor`) that holds ops of `dialects` or one of `ops`.
static std::unique_ptr<Pass>
nestWhereDialects(ArrayRef<std::string> dialects, std::unique_ptr<Pass> pass,
                  ArrayRef<std::string> ops = {},
                  StringRef anchor = func::FuncOp::getOperationName()) {
  OpPassManager pipeline(anchor);
  pipeline.addPass(std::move(pass));
  SplitNestWhereDialectsOptions options;
  options.dialects.assign(dialects.begin(), dialects.end());
  options.ops.assign(ops.begin(), ops.end());
  options.pipelines.push_back(pipeline);
  return createSplitNestWhereDialects(options);
}

void mlir::split::buildSplitPrepareBufferizationPipeline(
    OpPassManager &pm, const SplitPrepareBufferizationOptions &options) {
  // split-copy-returned-slices allocates the returned slices that
  // bufferization would otherwise allocate: aligned as bufferization aligns.
  SplitCopyReturnedSlicesOptions copyReturnedSlices;
  copyReturnedSlices.bufferAlignment = options.bufferAlignment;
  copyReturnedSlices.identityLayoutArguments = options.identityLayoutArguments;

  // Passes that work inside one function run nested on func.func, in runs of
  // consecutive passes: the pass manager then runs each run on one function
  // after the other (and on several functions at once when threading is on),
  // so the function's IR stays in cache from one pass to the next instead of
  // every pass walking the whole module (BENCHMARKS.md, compile time in the
  // number of functions). Only passes that need the module (symbols, function
  // signatures, calls, module-level declarations) run on the module.
  // !split.string constants out of reach of upstream folders, which crash on
  // the dense<...> form (docs/upstream/dense-string-reshape.md).
  pm.addPass(createSplitStringConstantsToMemRef());
  {
    OpPassManager &funcPM = pm.nest<func::FuncOp>();
    // A user's affine loops become scf loops before anything else: neither
    // the split lowering (sequences carried by a loop) nor bufferization
    // (tensors carried by a loop) handles affine.for, scf.for they do. Only
    // in the functions that hold affine ops: a dialect conversion visits
    // every op.
    funcPM.addPass(nestWhereDialects({"affine"}, createLowerAffinePass()));
    funcPM.addPass(createCanonicalizer());
    funcPM.addPass(createCSEPass());
    // The casts to static sizes left after canonicalisation, as the user's
    // passes left them (a user's --canonicalize may have made false ones:
    // docs/upstream/scf-for-tensor-cast-folder.md), checked at run time;
    // before the split lowering, whose own casts it checks itself.
    funcPM.addPass(createSplitCheckStaticCasts());
    // So are the slices whose bounds their verifiers cannot check: the same
    // passes fold false static sizes into them.
    funcPM.addPass(createSplitCheckSliceBounds());
  }
  // After canonicalisation, which turns a callee chosen by a branch into an
  // arith.select of func.constants.
  pm.addPass(createSplitPrepareForJIT());
  ConvertSplitToTensorOptions lowering;
  lowering.bufferizeSplitsFrom = options.bufferizeSplitsFrom;
  pm.addPass(createConvertSplitToTensor(lowering));
  {
    OpPassManager &funcPM = pm.nest<func::FuncOp>();
    // After the split lowering: it makes ub.poison of the block argument
    // types, which must no longer be sequences.
    funcPM.addPass(createLiftControlFlowToSCFPass());
    // CSE first: it makes repeated checks of one condition visibly the
    // same, so that canonicalisation can drop all but the first. (A
    // canonicalisation before the CSE as well changed one op of the
    // integration programs' LLVM IR, and cost each function a run of the
    // canonicaliser, which sorts all its patterns again: N functions.)
    funcPM.addPass(createCSEPass());
    funcPM.addPass(createCanonicalizer());
    // Chains of splits as slices of the first input: bufferization takes
    // time cubic in the length of a chain of slices of slices.
    funcPM.addPass(createSplitMergeSlices());
    funcPM.addPass(createSplitTensorSelectToIf());
    funcPM.addPass(createConvertElementwiseToLinalgPass());
    funcPM.addPass(createSplitPoisonTensorsToEmpty());
    // Returned slices as explicit copies: linear one-shot analysis in the
    // number of results of a split (split-copy-returned-slices in
    // Transforms/Tensor/Passes.td).
    funcPM.addPass(createSplitCopyReturnedSlices(copyReturnedSlices));
  }
}

void mlir::split::buildSplitFinishBufferizationPipeline(OpPassManager &pm) {
  // One-shot module bufferization orders constant globals by pointer values
  // (docs/upstream/one-shot-function-order.md).
  pm.addPass(createSplitNumberConstantGlobals());
  // bufferization::buildBufferDeallocationPipeline, with
  // split-simplify-fresh-deallocs before buffer-deallocation-simplification,
  // whose pairwise alias queries are quadratic in the number of returned
  // buffers, and expand-realloc only on the functions that hold a
  // memref.realloc. The canonicalisation after it runs on every function: it
  // drops the buffers that a loop carries and yields unchanged, which the
  // deallocation would otherwise clone (W5's fresh results: half the speed
  // without it).
  {
    memref::ExpandReallocPassOptions expandRealloc;
    expandRealloc.emitDeallocs = false;
    OpPassManager &funcPM = pm.nest<func::FuncOp>();
    funcPM.addPass(
        nestWhereDialects({}, memref::createExpandReallocPass(expandRealloc),
                          {"memref.realloc"}));
    funcPM.addPass(createCanonicalizer());
  }
  pm.addPass(bufferization::createOwnershipBasedBufferDeallocationPass());
  // On the module: a caller's dealloc of the buffers a call returned splits
  // when the callee returns fresh allocations. Before the canonicalisation,
  // for the deallocs that are already simple (a function returning the N
  // results of a split, and its caller): the pass erases the
  // memref.extract_strided_metadata of each buffer it takes out, which the
  // canonicaliser would otherwise fold one by one (expensively:
  // eraseUnusedMetadata in SimplifyFreshDeallocs.cpp); and after it, for
  // those it makes simple.
  pm.addPass(createSplitSimplifyFreshDeallocs());
  pm.nest<func::FuncOp>().addPass(createCanonicalizer());
  pm.addPass(createSplitSimplifyFreshDeallocs());
  pm.nest<func::FuncOp>().addPass(
      bufferization::createBufferDeallocationSimplificationPass());
  pm.addPass(bufferization::createLowerDeallocationsPass());
  {
    OpPassManager &funcPM = pm.nest<func::FuncOp>();
    funcPM.addPass(createCSEPass());
    funcPM.addPass(createCanonicalizer());
    // Ownership-based deallocation frees at the end of each block: a chain
    // of N calls returning fresh buffers would keep all N alive (the
    // call-chain of bench/scaling.py at N = 10000: 1.6 GB).
    funcPM.addPass(createSplitDeallocAfterLastUse());
  }
  pm.addPass(createConvertBufferizationToMemRefPass());
}

void mlir::split::buildSplitBuffersToLLVMPipeline(
    OpPassManager &pm, const SplitToLLVMOptions &options) {
  SplitExpandStridedCopiesOptions copies;
  copies.parallel = options.parallelCopies;
  OpPassManager *funcPM = &pm.nest<func::FuncOp>();
  // First: the copies of many returned slices become one loop, which every
  // pass below then goes through once.
  funcPM->addPass(createSplitSliceCopyLoops());
  // Before the checks are lowered: upstream sizes buffers modulo 2^64
  // (docs/upstream/memref-alloc-size-overflow.md).
  funcPM->addPass(createSplitCheckAllocationSizes());
  funcPM->addPass(createSplitExpandStridedCopies(copies));
  if (options.parallelCopies) {
    pm.addPass(createConvertSCFToOpenMPPass());
    // Inlines the memref.alloca_scope that convert-scf-to-openmp wraps the
    // loop body in (it holds no alloca), which convert-scf-to-cf could not
    // lower (an alloca_scope holds one block).
    pm.addPass(createCanonicalizer());
    funcPM = &pm.nest<func::FuncOp>();
  }
  // A user's vector ops: transfers and prints of n-D vectors become scf
  // loops of 1-D ones here, which convert-vector-to-llvm lowers below. Each
  // only in the functions that hold its dialect's ops: these passes visit
  // every op of a function even when none is theirs
  // (split-nest-where-dialects; a caller of a function of 20000 results
  // that fills its input with a linalg op: 0.3 s in convert-vector-to-scf).
  funcPM->addPass(
      nestWhereDialects({"vector"}, createConvertVectorToSCFPass()));
  funcPM->addPass(
      nestWhereDialects({"linalg"}, createConvertLinalgToLoopsPass()));
  // Without pattern rollback, as split-convert-to-llvm below; only where
  // there is scf (a dialect conversion visits every op).
  SCFToControlFlowPassOptions scfToCF;
  scfToCF.allowPatternRollback = false;
  funcPM->addPass(
      nestWhereDialects({"scf"}, createSCFToControlFlowPass(scfToCF)));
  funcPM->addPass(memref::createExpandStridedMetadataPass());
  // expand-strided-metadata takes the metadata of a memref once for each
  // view of it: N results of one split, N copies of its metadata (about 15
  // LLVM ops each) for the conversion to LLVM and the JIT to go through.
  funcPM->addPass(createCSEPass());
  funcPM->addPass(createLowerAffinePass());
  funcPM->addPass(createSplitAssertToCheck());
  // Checks as branches, last to first, so that the conversion to LLVM takes
  // linear time in their number.
  pm.addPass(createSplitExpandChecks());
  // !split.string constants to read-only LLVM data (docs/Strings.md).
  pm.addPass(createSplitStringConstantsToLLVM());
  // 1-D transfers (masked loads and stores) and the rest of the vector
  // dialect: the pass, not only convert-to-llvm's vector interface, lowers
  // vector.transfer_read/write.
  // On the module, not on each function: it declares the print functions of
  // vector.print in the module, which two functions' passes running at
  // once would both do ("redefinition of symbol named 'printNewline'").
  pm.addPass(nestWhereDialects({"vector"}, createConvertVectorToLLVMPass(),
                               /*ops=*/{}, ModuleOp::getOperationName()));
  // One conversion to the LLVM dialect: convert-to-llvm's patterns with
  // finalize-memref-to-llvm's allocation options (two conversions of the
  // whole module otherwise; 10000 functions: 4.8 s -> 3.1 s).
  // Allocations call _mlir_memref_to_llvm_aligned_alloc/_free, which the
  // split runtime (split/Runtime/Runtime.h) serves from an arena that keeps
  // freed pages, so that fresh results cost no page faults.
  // Without pattern rollback (MLIR 22's one-shot dialect conversion): the
  // conversion keeps no record to undo a pattern, which upstream's
  // patterns here never need (every test passes either way); a module of
  // 2000 functions: 0.75 s -> 0.30 s in convert-to-llvm.
  // Copies of contiguous slices of run-time size (left so by
  // split-expand-strided-copies) become one llvm.memcpy each in this
  // conversion too (split-contiguous-copies-to-llvm's pattern).
  SplitConvertToLLVMOptions toLLVM;
  toLLVM.useGenericFunctions = true;
  toLLVM.useAlignedAlloc = true;
  toLLVM.allowPatternRollback = false;
  pm.addPass(createSplitConvertToLLVM(toLLVM));
  // On each function, in parallel: the conversion leaves casts only in
  // function bodies (split-verify-llvm reports any left elsewhere).
  {
    OpPassManager &llvmFuncPM = pm.nest<LLVM::LLVMFuncOp>();
    llvmFuncPM.addPass(createReconcileUnrealizedCastsPass());
    // The conversion builds a memref descriptor (insertvalue by insertvalue)
    // for each memref value and takes it apart (extractvalue) at each use,
    // and materialises each constant where it is used: the LLVM dialect's
    // folders drop more than half of those ops (10000 functions of one
    // split: 1.57 million lines of LLVM dialect, 0.68 million after), which
    // the translation to LLVM IR, the verifiers and LLVM's passes would
    // otherwise go through, on one thread. Without region simplification
    // (dead-value elimination over each function): a third more time for
    // the few ops it finds.
    SplitCanonicalizeOptions folding;
    folding.regionSimplify = false;
    folding.maxFusedLocations = kMaxFusedLocations;
    llvmFuncPM.addPass(createSplitCanonicalize(folding));
  }
  // Private functions have no callers outside the module: no JIT wrapper
  // for them, and a function of many results returns them through a
  // pointer (LLVM compiles one struct of N results in time quadratic in N).
  pm.addPass(createSplitInternalizePrivateFunctions());
  pm.addPass(createSplitReturnResultsByPointer());
  pm.addPass(createSplitVerifyLLVM());
}

void mlir::split::buildSplitToLLVMPipeline(OpPassManager &pm,
                                           const SplitToLLVMOptions &options) {
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.allowReturnAllocsFromLoops = true;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  SplitPrepareBufferizationOptions prepare;
  prepare.bufferAlignment = bufferize.bufferAlignment;
  prepare.identityLayoutArguments =
      bufferize.functionBoundaryTypeConversion ==
      bufferization::LayoutMapOption::IdentityLayoutMap;
  buildSplitPrepareBufferizationPipeline(pm, prepare);
  // IR that the user already bufferized (--one-shot-bufferize with
  // bufferize-function-boundaries; split ops are views then, after their
  // split.check ops) has no tensors left for this: it passes through, and the
  // deallocation after it frees its allocations
  // (test/Integration/bufferization).
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  buildSplitFinishBufferizationPipeline(pm);
  buildSplitBuffersToLLVMPipeline(pm, options);
}

void mlir::split::registerSplitPipelines() {
  PassPipelineRegistration<SplitToLLVMOptions>(
      "split-to-llvm",
      "Lower split and upstream tensor-level IR to the LLVM dialect",
      [](OpPassManager &pm, const SplitToLLVMOptions &options) {
        buildSplitToLLVMPipeline(pm, options);
      });
  PassPipelineRegistration<SplitPrepareBufferizationOptions>(
      "split-prepare-bufferization",
      "split-to-llvm's stage before one-shot-bufferize: normalise, lower "
      "the split ops to tensor.extract_slice, scf and checks (splits of "
      "bufferize-splits-from results or more to one-shot-bufferize), merge "
      "slices and canonicalise",
      [](OpPassManager &pm, const SplitPrepareBufferizationOptions &options) {
        buildSplitPrepareBufferizationPipeline(pm, options);
      });
  PassPipelineRegistration<>(
      "split-finish-bufferization",
      "split-to-llvm's stage after one-shot-bufferize: ownership-based "
      "deallocation with the split passes that keep it linear, and "
      "bufferization ops to memref (in place of "
      "--buffer-deallocation-pipeline)",
      [](OpPassManager &pm) { buildSplitFinishBufferizationPipeline(pm); });
  PassPipelineRegistration<SplitToLLVMOptions>(
      "split-buffers-to-llvm",
      "split-to-llvm's stage from buffers to the LLVM dialect: copies, "
      "checks, strings, the conversion to LLVM, and the check that no op "
      "or type of another dialect (split's included) is left",
      [](OpPassManager &pm, const SplitToLLVMOptions &options) {
        buildSplitBuffersToLLVMPipeline(pm, options);
      });
}
