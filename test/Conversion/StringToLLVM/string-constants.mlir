// RUN: split-opt %s --split-string-constants-to-llvm | FileCheck %s
// RUN: split-opt %s --split-string-constants-to-llvm | grep -c "global private unnamed_addr constant @__split_string" | FileCheck %s --check-prefix=COUNT

// memref.global constants of !split.string become read-only LLVM data: one
// NUL-terminated byte array per distinct string, shared between tables, and
// a table of {ptr, i64} pairs under the global's own name. get_global
// becomes a descriptor on the table; no allocation, no copy.

// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @[[EMPTY:__split_string[_0-9]*]]("\00") {{.*}}alignment = 1
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @[[NUL:__split_string[_0-9]*]]("nul\00in\00")
// CHECK-DAG: llvm.mlir.global private unnamed_addr constant @[[UTF:__split_string[_0-9]*]]("\C3\A9\00")
// Three distinct strings in the module, three byte arrays.
// COUNT: {{^}}3{{$}}

// CHECK-LABEL: llvm.mlir.global private constant @table() {{.*}}alignment = 64 : i64} : !llvm.array<4 x struct<(ptr, i64)>> {
// CHECK-NEXT: %[[T:.*]] = llvm.mlir.poison : !llvm.array<4 x struct<(ptr, i64)>>
// CHECK-NEXT: %[[A0:.*]] = llvm.mlir.addressof @[[NUL]] : !llvm.ptr
// CHECK-NEXT: %[[L0:.*]] = llvm.mlir.constant(6 : i64) : i64
// CHECK-NEXT: %[[P0:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, i64)>
// CHECK-NEXT: %[[Q0:.*]] = llvm.insertvalue %[[A0]], %[[P0]][0]
// CHECK-NEXT: %[[E0:.*]] = llvm.insertvalue %[[L0]], %[[Q0]][1]
// CHECK-NEXT: %[[T0:.*]] = llvm.insertvalue %[[E0]], %[[T]][0]
// CHECK-NEXT: %[[A1:.*]] = llvm.mlir.addressof @[[EMPTY]] : !llvm.ptr
// CHECK-NEXT: %[[L1:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[P1:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, i64)>
// CHECK-NEXT: %[[Q1:.*]] = llvm.insertvalue %[[A1]], %[[P1]][0]
// CHECK-NEXT: %[[E1:.*]] = llvm.insertvalue %[[L1]], %[[Q1]][1]
// CHECK-NEXT: %[[T1:.*]] = llvm.insertvalue %[[E1]], %[[T0]][1]
// Equal strings share one element value.
// CHECK-NEXT: %[[T2:.*]] = llvm.insertvalue %[[E0]], %[[T1]][2]
// CHECK:      %[[T3:.*]] = llvm.insertvalue %{{.*}}, %[[T2]][3]
// CHECK-NEXT: llvm.return %[[T3]] : !llvm.array<4 x struct<(ptr, i64)>>
memref.global "private" constant @table : memref<2x2x!split.string> = dense<[["nul\00in", ""], ["nul\00in", "é"]]> {alignment = 64 : i64}

// A 0-D constant and a splat share the byte arrays too.
// CHECK-LABEL: llvm.mlir.global private constant @scalar() {{.*}} : !llvm.array<1 x struct<(ptr, i64)>>
// CHECK: llvm.mlir.addressof @[[UTF]]
memref.global "private" constant @scalar : memref<!split.string> = dense<"é">
// CHECK-LABEL: llvm.mlir.global private constant @splat() {{.*}} : !llvm.array<3 x struct<(ptr, i64)>>
// CHECK-COUNT-3: llvm.insertvalue %{{.*}}, %{{.*}}[{{[012]}}] : !llvm.array<3 x struct<(ptr, i64)>>
memref.global "private" constant @splat : memref<3x!split.string> = dense<"">

// Other globals are left to the memref lowering.
// CHECK: memref.global "private" constant @numbers : memref<2xi64> = dense<[1, 2]>
memref.global "private" constant @numbers : memref<2xi64> = dense<[1, 2]>

// CHECK-LABEL: func.func @get
// CHECK: %[[ADDR:.*]] = llvm.mlir.addressof @table : !llvm.ptr
// CHECK: llvm.insertvalue %[[ADDR]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[ADDR]], %{{.*}}[1]
// CHECK: %[[M:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x2x!split.string>
// CHECK: %[[N:.*]] = memref.get_global @numbers : memref<2xi64>
// CHECK: return %[[M]], %[[N]]
func.func @get() -> (memref<2x2x!split.string>, memref<2xi64>) {
  %0 = memref.get_global @table : memref<2x2x!split.string>
  %1 = memref.get_global @numbers : memref<2xi64>
  return %0, %1 : memref<2x2x!split.string>, memref<2xi64>
}
