// RUN: split-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: sh -c 'split-runner %s -e too_few_rows --entry-point-result=void 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=ERR
// RUN: split-opt %s --split-prepare-bufferization | FileCheck %s --check-prefix=STAGE
// RUN: split-opt %s --split-prepare-bufferization="bufferize-splits-from=0" | FileCheck %s --check-prefix=SLICES

// A split of 64 results (split-prepare-bufferization's bufferize-splits-from
// default) stays a split op until one-shot-bufferize, which makes its
// results views of the input's buffer in time linear in their number
// (64 tensor.extract_slice ops of one tensor cost it time quadratic in
// 64). The views read the right rows; a write into one (tensor.insert
// into result 5) is made into a copy, so the input and the other results
// keep their elements; Split-18's check still fails under its name.

// STAGE-LABEL: func.func @wide
// STAGE: split.check %{{.*}}, "split.split_v18: num_outputs 64 cannot split dimension 0
// STAGE: split.split %{{.*}} axis = 0 sizes = [
// STAGE-NOT: tensor.extract_slice
// STAGE: return
// SLICES-LABEL: func.func @wide
// SLICES-NOT: split.split %
// SLICES-COUNT-64: tensor.extract_slice

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @print(%t: tensor<?x2xf32>) {
  %u = tensor.cast %t : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// The sum of element [0, 1] of each result, result 5 written, results 5
// and 6 and the input's row 5 printed.
func.func @wide(%x: tensor<?x2xf32>) {
  %a:64 = split.split_v18 %x num_outputs = 64 : tensor<?x2xf32> -> tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s0 = arith.constant 0.0 : f32
  %v0 = tensor.extract %a#0[%c0, %c1] : tensor<?x2xf32>
  %s1 = arith.addf %s0, %v0 : f32
  %v1 = tensor.extract %a#1[%c0, %c1] : tensor<?x2xf32>
  %s2 = arith.addf %s1, %v1 : f32
  %v2 = tensor.extract %a#2[%c0, %c1] : tensor<?x2xf32>
  %s3 = arith.addf %s2, %v2 : f32
  %v3 = tensor.extract %a#3[%c0, %c1] : tensor<?x2xf32>
  %s4 = arith.addf %s3, %v3 : f32
  %v4 = tensor.extract %a#4[%c0, %c1] : tensor<?x2xf32>
  %s5 = arith.addf %s4, %v4 : f32
  %v5 = tensor.extract %a#5[%c0, %c1] : tensor<?x2xf32>
  %s6 = arith.addf %s5, %v5 : f32
  %v6 = tensor.extract %a#6[%c0, %c1] : tensor<?x2xf32>
  %s7 = arith.addf %s6, %v6 : f32
  %v7 = tensor.extract %a#7[%c0, %c1] : tensor<?x2xf32>
  %s8 = arith.addf %s7, %v7 : f32
  %v8 = tensor.extract %a#8[%c0, %c1] : tensor<?x2xf32>
  %s9 = arith.addf %s8, %v8 : f32
  %v9 = tensor.extract %a#9[%c0, %c1] : tensor<?x2xf32>
  %s10 = arith.addf %s9, %v9 : f32
  %v10 = tensor.extract %a#10[%c0, %c1] : tensor<?x2xf32>
  %s11 = arith.addf %s10, %v10 : f32
  %v11 = tensor.extract %a#11[%c0, %c1] : tensor<?x2xf32>
  %s12 = arith.addf %s11, %v11 : f32
  %v12 = tensor.extract %a#12[%c0, %c1] : tensor<?x2xf32>
  %s13 = arith.addf %s12, %v12 : f32
  %v13 = tensor.extract %a#13[%c0, %c1] : tensor<?x2xf32>
  %s14 = arith.addf %s13, %v13 : f32
  %v14 = tensor.extract %a#14[%c0, %c1] : tensor<?x2xf32>
  %s15 = arith.addf %s14, %v14 : f32
  %v15 = tensor.extract %a#15[%c0, %c1] : tensor<?x2xf32>
  %s16 = arith.addf %s15, %v15 : f32
  %v16 = tensor.extract %a#16[%c0, %c1] : tensor<?x2xf32>
  %s17 = arith.addf %s16, %v16 : f32
  %v17 = tensor.extract %a#17[%c0, %c1] : tensor<?x2xf32>
  %s18 = arith.addf %s17, %v17 : f32
  %v18 = tensor.extract %a#18[%c0, %c1] : tensor<?x2xf32>
  %s19 = arith.addf %s18, %v18 : f32
  %v19 = tensor.extract %a#19[%c0, %c1] : tensor<?x2xf32>
  %s20 = arith.addf %s19, %v19 : f32
  %v20 = tensor.extract %a#20[%c0, %c1] : tensor<?x2xf32>
  %s21 = arith.addf %s20, %v20 : f32
  %v21 = tensor.extract %a#21[%c0, %c1] : tensor<?x2xf32>
  %s22 = arith.addf %s21, %v21 : f32
  %v22 = tensor.extract %a#22[%c0, %c1] : tensor<?x2xf32>
  %s23 = arith.addf %s22, %v22 : f32
  %v23 = tensor.extract %a#23[%c0, %c1] : tensor<?x2xf32>
  %s24 = arith.addf %s23, %v23 : f32
  %v24 = tensor.extract %a#24[%c0, %c1] : tensor<?x2xf32>
  %s25 = arith.addf %s24, %v24 : f32
  %v25 = tensor.extract %a#25[%c0, %c1] : tensor<?x2xf32>
  %s26 = arith.addf %s25, %v25 : f32
  %v26 = tensor.extract %a#26[%c0, %c1] : tensor<?x2xf32>
  %s27 = arith.addf %s26, %v26 : f32
  %v27 = tensor.extract %a#27[%c0, %c1] : tensor<?x2xf32>
  %s28 = arith.addf %s27, %v27 : f32
  %v28 = tensor.extract %a#28[%c0, %c1] : tensor<?x2xf32>
  %s29 = arith.addf %s28, %v28 : f32
  %v29 = tensor.extract %a#29[%c0, %c1] : tensor<?x2xf32>
  %s30 = arith.addf %s29, %v29 : f32
  %v30 = tensor.extract %a#30[%c0, %c1] : tensor<?x2xf32>
  %s31 = arith.addf %s30, %v30 : f32
  %v31 = tensor.extract %a#31[%c0, %c1] : tensor<?x2xf32>
  %s32 = arith.addf %s31, %v31 : f32
  %v32 = tensor.extract %a#32[%c0, %c1] : tensor<?x2xf32>
  %s33 = arith.addf %s32, %v32 : f32
  %v33 = tensor.extract %a#33[%c0, %c1] : tensor<?x2xf32>
  %s34 = arith.addf %s33, %v33 : f32
  %v34 = tensor.extract %a#34[%c0, %c1] : tensor<?x2xf32>
  %s35 = arith.addf %s34, %v34 : f32
  %v35 = tensor.extract %a#35[%c0, %c1] : tensor<?x2xf32>
  %s36 = arith.addf %s35, %v35 : f32
  %v36 = tensor.extract %a#36[%c0, %c1] : tensor<?x2xf32>
  %s37 = arith.addf %s36, %v36 : f32
  %v37 = tensor.extract %a#37[%c0, %c1] : tensor<?x2xf32>
  %s38 = arith.addf %s37, %v37 : f32
  %v38 = tensor.extract %a#38[%c0, %c1] : tensor<?x2xf32>
  %s39 = arith.addf %s38, %v38 : f32
  %v39 = tensor.extract %a#39[%c0, %c1] : tensor<?x2xf32>
  %s40 = arith.addf %s39, %v39 : f32
  %v40 = tensor.extract %a#40[%c0, %c1] : tensor<?x2xf32>
  %s41 = arith.addf %s40, %v40 : f32
  %v41 = tensor.extract %a#41[%c0, %c1] : tensor<?x2xf32>
  %s42 = arith.addf %s41, %v41 : f32
  %v42 = tensor.extract %a#42[%c0, %c1] : tensor<?x2xf32>
  %s43 = arith.addf %s42, %v42 : f32
  %v43 = tensor.extract %a#43[%c0, %c1] : tensor<?x2xf32>
  %s44 = arith.addf %s43, %v43 : f32
  %v44 = tensor.extract %a#44[%c0, %c1] : tensor<?x2xf32>
  %s45 = arith.addf %s44, %v44 : f32
  %v45 = tensor.extract %a#45[%c0, %c1] : tensor<?x2xf32>
  %s46 = arith.addf %s45, %v45 : f32
  %v46 = tensor.extract %a#46[%c0, %c1] : tensor<?x2xf32>
  %s47 = arith.addf %s46, %v46 : f32
  %v47 = tensor.extract %a#47[%c0, %c1] : tensor<?x2xf32>
  %s48 = arith.addf %s47, %v47 : f32
  %v48 = tensor.extract %a#48[%c0, %c1] : tensor<?x2xf32>
  %s49 = arith.addf %s48, %v48 : f32
  %v49 = tensor.extract %a#49[%c0, %c1] : tensor<?x2xf32>
  %s50 = arith.addf %s49, %v49 : f32
  %v50 = tensor.extract %a#50[%c0, %c1] : tensor<?x2xf32>
  %s51 = arith.addf %s50, %v50 : f32
  %v51 = tensor.extract %a#51[%c0, %c1] : tensor<?x2xf32>
  %s52 = arith.addf %s51, %v51 : f32
  %v52 = tensor.extract %a#52[%c0, %c1] : tensor<?x2xf32>
  %s53 = arith.addf %s52, %v52 : f32
  %v53 = tensor.extract %a#53[%c0, %c1] : tensor<?x2xf32>
  %s54 = arith.addf %s53, %v53 : f32
  %v54 = tensor.extract %a#54[%c0, %c1] : tensor<?x2xf32>
  %s55 = arith.addf %s54, %v54 : f32
  %v55 = tensor.extract %a#55[%c0, %c1] : tensor<?x2xf32>
  %s56 = arith.addf %s55, %v55 : f32
  %v56 = tensor.extract %a#56[%c0, %c1] : tensor<?x2xf32>
  %s57 = arith.addf %s56, %v56 : f32
  %v57 = tensor.extract %a#57[%c0, %c1] : tensor<?x2xf32>
  %s58 = arith.addf %s57, %v57 : f32
  %v58 = tensor.extract %a#58[%c0, %c1] : tensor<?x2xf32>
  %s59 = arith.addf %s58, %v58 : f32
  %v59 = tensor.extract %a#59[%c0, %c1] : tensor<?x2xf32>
  %s60 = arith.addf %s59, %v59 : f32
  %v60 = tensor.extract %a#60[%c0, %c1] : tensor<?x2xf32>
  %s61 = arith.addf %s60, %v60 : f32
  %v61 = tensor.extract %a#61[%c0, %c1] : tensor<?x2xf32>
  %s62 = arith.addf %s61, %v61 : f32
  %v62 = tensor.extract %a#62[%c0, %c1] : tensor<?x2xf32>
  %s63 = arith.addf %s62, %v62 : f32
  %v63 = tensor.extract %a#63[%c0, %c1] : tensor<?x2xf32>
  %s64 = arith.addf %s63, %v63 : f32
  call @printF32(%s64) : (f32) -> ()
  call @printNewline() : () -> ()
  %m = arith.constant -1.0 : f32
  %w = tensor.insert %m into %a#5[%c0, %c0] : tensor<?x2xf32>
  call @print(%w) : (tensor<?x2xf32>) -> ()
  call @print(%a#6) : (tensor<?x2xf32>) -> ()
  %c5 = arith.constant 5 : index
  %x5 = tensor.extract %x[%c5, %c0] : tensor<?x2xf32>
  call @printF32(%x5) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// x[i, j] = 2 i + j, of `rows` rows.
func.func @input(%rows: index) -> tensor<?x2xf32> {
  %x = tensor.generate %rows {
  ^bb0(%i: index, %j: index):
    %c2 = arith.constant 2 : index
    %r = arith.muli %i, %c2 : index
    %v = arith.addi %r, %j : index
    %vi = arith.index_cast %v : index to i64
    %f = arith.sitofp %vi : i64 to f32
    tensor.yield %f : f32
  } : tensor<?x2xf32>
  return %x : tensor<?x2xf32>
}

// 64 rows: one each. The sum of 2 i + 1 for i < 64 is 4096.
// CHECK: 4096
// CHECK-NEXT: Unranked Memref {{.*}} rank = 2 offset = {{[0-9]+}} sizes = [1, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[-1,   11]]
// CHECK-NEXT: Unranked Memref {{.*}} rank = 2 offset = {{[0-9]+}} sizes = [1, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[12,   13]]
// CHECK-NEXT: 10
func.func @main() {
  %rows = arith.constant 64 : index
  %x = call @input(%rows) : (index) -> tensor<?x2xf32>
  call @wide(%x) : (tensor<?x2xf32>) -> ()
  return
}

// 63 rows: the last of 64 chunks of ceil(63 / 64) = 1 would be empty.
// ERR: {{^}}error: split.split_v18: num_outputs 64 cannot split dimension 0
// ERR-NEXT: exit=1
func.func @too_few_rows() {
  %rows = arith.constant 63 : index
  %x = call @input(%rows) : (index) -> tensor<?x2xf32>
  call @wide(%x) : (tensor<?x2xf32>) -> ()
  return
}
