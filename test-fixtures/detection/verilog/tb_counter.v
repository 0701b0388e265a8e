`timescale 1ns / 1ps

module tb_counter;
    reg clk = 0;
    reg rst = 1;
    reg en = 0;
    wire [7:0] count;

    counter #(.WIDTH(8)) uut (.clk(clk), .rst(rst), .en(en), .count(count));

    always #5 clk = ~clk;

    initial begin
        $dumpfile("counter.vcd");
        $dumpvars(0, tb_counter);
        #12 rst = 0;
        en = 1;
        #100;
        $display("count = %d", count);
        $finish;
    end
endmodule
