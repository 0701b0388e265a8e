module traffic_light (
    input  logic clk,
    input  logic rst_n,
    output logic red, yellow, green
);
    typedef enum logic [1:0] {RED, GREEN, YELLOW} state_t;
    state_t state, next;
    logic [3:0] timer;

    always_ff @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state <= RED;
            timer <= '0;
        end else begin
            state <= next;
            timer <= (state != next) ? '0 : timer + 1;
        end
    end

    always_comb begin
        next = state;
        unique case (state)
            RED:    if (timer == 10) next = GREEN;
            GREEN:  if (timer == 8)  next = YELLOW;
            YELLOW: if (timer == 2)  next = RED;
        endcase
    end

    assign red = (state == RED);
    assign yellow = (state == YELLOW);
    assign green = (state == GREEN);
endmodule
