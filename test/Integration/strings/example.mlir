// RUN: split-runner %split_src_root/examples/strings.mlir -e=main --entry-point-result=void | FileCheck %s

// The README's string example prints what the README says. (`-e=main`: the
// program is another file, which scripts/memcheck.sh, reading `-e NAME` from
// RUN lines, must not run as this one.)
// CHECK: {{^}}Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = {{[0-9]+}} sizes = [2] strides = {{.*}} data = {{$}}
// CHECK-NEXT: {{^}}["t\tab", "nul\u0000in"]{{$}}
