package it.failing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class AnswerTest {
    @Test
    void isFortyTwo() {
        assertEquals(42, Answer.get(), "this test fails on purpose: the nested build must fail");
    }
}
