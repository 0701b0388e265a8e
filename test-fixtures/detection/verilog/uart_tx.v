module uart_tx #(parameter CLKS_PER_BIT = 87) (
    input            clk,
    input            start,
    input      [7:0] data,
    output reg       tx = 1'b1,
    output reg       busy = 1'b0
);
    reg [3:0]  bit_index = 0;
    reg [15:0] clk_count = 0;
    reg [9:0]  frame;

    always @(posedge clk) begin
        if (!busy && start) begin
            frame <= {1'b1, data, 1'b0};
            busy <= 1'b1;
            bit_index <= 0;
            clk_count <= 0;
        end else if (busy) begin
            tx <= frame[bit_index];
            if (clk_count == CLKS_PER_BIT - 1) begin
                clk_count <= 0;
                if (bit_index == 9) busy <= 1'b0;
                else bit_index <= bit_index + 1;
            end else begin
                clk_count <= clk_count + 1;
            end
        end
    end
endmodule
