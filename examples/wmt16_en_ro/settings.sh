# WMT16 English->Romanian: UMST's settings (Li et al., ICML 2022, §4.1, Table 3, Appendix A),
# sourced by prepare.sh, train.sh, evaluate.sh. The Transformer† baseline is trained the same way.
RECIPE=wmt16_en_ro
SRC=en TGT=ro
BPE_OPS="${BPE_OPS:-40000}"   # "joint source and target BPE factorization with the vocabulary size of 40K"
JOINED_DICT=1
# shellcheck source=../common/recipe.sh
source "$HERE/../common/recipe.sh"

ARCHS=(umst_base umst_base_rpr transformer)

arch_settings() {  # sets DIMS MODEL OPTIM LR WARMUP ... BEAM LENPEN for $ARCH
    # Appendix A, as for WMT14 En-De base: Pre-Norm, 6+6 layers, d 512, FFN 2048, 8 heads,
    # dropout and label smoothing 0.1, Adam (0.9, 0.997), lr 2e-3, 16k warmup, inverse square
    # root decay, 9,600 tokens x 8 accumulated steps, beam 4, length penalty 0.6.
    DIMS=(--encoder-layers 6 --decoder-layers 6 --encoder-embed-dim 512 --decoder-embed-dim 512
          --encoder-ffn-embed-dim 2048 --decoder-ffn-embed-dim 2048
          --encoder-attention-heads 8 --decoder-attention-heads 8)
    MODEL=(--encoder-normalize-before --decoder-normalize-before --dropout 0.1
           --attention-dropout 0.1 --activation-dropout 0.1)
    OPTIM=(--optimizer adam --adam-betas '(0.9, 0.997)' --clip-norm 0.0
           --criterion label_smoothed_cross_entropy --label-smoothing 0.1)
    LR=2e-3 WARMUP=16000 WARMUP_INIT_LR=1e-7 SCHEDULE=inverse_sqrt
    BATCH_UNIT=tokens BATCH_TOTAL=76800 BATCH_CAP=9600
    # The paper gives no length for En-Ro: 30k updates (about 110 epochs at this batch) is ours.
    MAX_UPDATE=30000 MAX_EPOCH=0
    AVG=10
    BEAM=4 LENPEN=0.6
    LOWERCASE=0 COMPOUND_SPLIT=0
    case "$ARCH" in
        umst_base) PAPER_METRIC="tokenized BLEU (Romanian without diacritics): UMST 34.81 (Table 3)" ;;
        umst_base_rpr) PAPER_METRIC="tokenized BLEU (Romanian without diacritics): UMST + RPR 35.31 (Table 3)" ;;
        transformer) PAPER_METRIC="tokenized BLEU (Romanian without diacritics): Transformer† 34.21 (UMST Table 3)" ;;
    esac
}
