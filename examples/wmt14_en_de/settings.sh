# WMT14 English->German: the papers' settings, sourced by prepare.sh, train.sh, evaluate.sh.
#   UMST (Li et al., ICML 2022), §4.1 and Appendix A; the authors' README (libeineu/UMST) for the
#     schedule length. Its Transformer†/MSMSA† baselines were trained the same way: so are
#     transformer, transformer_wmt_en_de_big, msmsa_transformer and da_transformer here.
#   MUSE-large (Zhao et al. 2019), §3.2.2; the authors' command (lancopku/Prime) for the rest.
#   BPT (Ye et al. 2019): the paper's MT section is not in our copy; the authors' configs/wmt-4.yml,
#     mt.py and mt_infer.py (yzh119/BPT).
RECIPE=wmt14_en_de
SRC=en TGT=de
BPE_OPS="${BPE_OPS:-32000}"   # joint BPE, 32K (MUSE §3.1; UMST §4.1 main setting)
JOINED_DICT=1
# shellcheck source=../common/recipe.sh
source "$HERE/../common/recipe.sh"

ARCHS=(umst_base umst_base_rpr umst_big umst_big_rpr transformer transformer_wmt_en_de_big
       msmsa_transformer da_transformer muse_large muse_simple_large bpt_mt)

_base_dims() {
    DIMS=(--encoder-layers 6 --decoder-layers 6 --encoder-embed-dim 512 --decoder-embed-dim 512
          --encoder-ffn-embed-dim 2048 --decoder-ffn-embed-dim 2048
          --encoder-attention-heads 8 --decoder-attention-heads 8)
}

arch_settings() {  # sets DIMS MODEL OPTIM LR WARMUP ... BEAM LENPEN for $ARCH
    LOWERCASE=0 COMPOUND_SPLIT=1
    case "$ARCH" in
    muse_large|muse_simple_large)
        # MUSE-large: 12+12 blocks, d 768, FFN 3072, 16 heads (§3.2.1)
        DIMS=(--encoder-layers 12 --decoder-layers 12 --encoder-embed-dim 768 --decoder-embed-dim 768
              --encoder-ffn-embed-dim 3072 --decoder-ffn-embed-dim 3072
              --encoder-attention-heads 16 --decoder-attention-heads 16)
        MODEL=(--share-all-embeddings --dropout 0.3 --attention-dropout 0.1)  # §3.2.2; authors' command
        [[ "$ARCH" == muse_large ]] && MODEL+=(--muse-kernel-sizes 3,15 --muse-weight-dropout 0.1)
        OPTIM=(--optimizer adam --adam-betas '(0.9, 0.98)' --clip-norm 0.0 --weight-decay 0.0
               --criterion label_smoothed_cross_entropy --label-smoothing 0.1)
        # cosine schedule, 10k warmup, max lr 1e-3, 30k updates (§3.2.2)
        LR=1e-3 WARMUP=10000 WARMUP_INIT_LR=1e-7 SCHEDULE=cosine
        # 3,584 tokens x update every 32 steps x 4 GPUs (§3.2.1-3.2.2)
        BATCH_UNIT=tokens BATCH_TOTAL=458752 BATCH_CAP=3584
        MAX_UPDATE=30000 MAX_EPOCH=0
        AVG=10            # "we tune the average checkpoints": 10 is our starting point
        BEAM=4 LENPEN=0.6 # "the setting reported in Vaswani et al. (2017)" (§3.2.3)
        PAPER_METRIC="tokenized BLEU with compound splitting: MUSE 29.9, MUSE-simple 29.8 (Table 1)"
        ;;
    bpt_mt)
        _base_dims
        # one vocabulary, output layer tied to the embedding (share_weight); all dropouts 0.1
        MODEL=(--share-all-embeddings --dropout 0.1 --attention-dropout 0.1 --bpt-k 4)
        OPTIM=(--optimizer adam --adam-betas '(0.9, 0.98)' --adam-eps 1e-9 --clip-norm 0.0
               --criterion label_smoothed_cross_entropy --label-smoothing 0.1)
        # Noam schedule, factor 2, 4000 warmup: peak 2 / sqrt(512 * 4000) = 1.3975e-3
        LR=1.3975e-3 WARMUP=4000 WARMUP_INIT_LR=0 SCHEDULE=inverse_sqrt
        # 512 sentences x 2 accumulated steps, split over the GPUs
        BATCH_UNIT=sentences BATCH_TOTAL=1024 BATCH_CAP=128
        MAX_UPDATE=0 MAX_EPOCH=40
        AVG=5             # mt_infer.py averages the last 5 epochs
        BEAM=5 LENPEN=0   # beam 5, scores not length-normalized
        PAPER_METRIC="SacreBLEU: BPT (k=4) 27.6 (the authors' number)"
        ;;
    *)
        # UMST's setting (Appendix A): Pre-Norm, Adam (0.9, 0.997), lr 2e-3, 16k warmup,
        # inverse square root decay, 9,600 tokens x 8 accumulated steps, dropout and label
        # smoothing 0.1 (residual dropout 0.3 for big)
        _base_dims
        local dropout=0.1
        if [[ "$ARCH" == *big* ]]; then
            DIMS=(--encoder-layers 6 --decoder-layers 6 --encoder-embed-dim 1024 --decoder-embed-dim 1024
                  --encoder-ffn-embed-dim 4096 --decoder-ffn-embed-dim 4096
                  --encoder-attention-heads 16 --decoder-attention-heads 16)
            dropout=0.3
        fi
        MODEL=(--encoder-normalize-before --decoder-normalize-before --dropout "$dropout"
               --attention-dropout 0.1 --activation-dropout 0.1)
        OPTIM=(--optimizer adam --adam-betas '(0.9, 0.997)' --clip-norm 0.0
               --criterion label_smoothed_cross_entropy --label-smoothing 0.1)
        LR=2e-3 WARMUP=16000 WARMUP_INIT_LR=1e-7 SCHEDULE=inverse_sqrt
        BATCH_UNIT=tokens BATCH_TOTAL=76800 BATCH_CAP=9600
        [[ "$ARCH" == *big* ]] && BATCH_CAP=4800
        MAX_UPDATE=0 MAX_EPOCH=30   # the authors' README (--max-epoch 30)
        AVG=10                      # their README keeps the last 10 epochs
        BEAM=4 LENPEN=0.6           # Appendix A
        case "$ARCH" in
            umst_base) PAPER_METRIC="tokenized BLEU with compound splitting: UMST base 28.51 (Table 2)" ;;
            umst_base_rpr) PAPER_METRIC="tokenized BLEU with compound splitting: UMST + RPR base 28.90 (Table 2)" ;;
            umst_big) PAPER_METRIC="tokenized BLEU with compound splitting: UMST big 29.75 (Table 2)" ;;
            umst_big_rpr) PAPER_METRIC="tokenized BLEU with compound splitting: UMST + RPR big 30.15 (Table 2)" ;;
            transformer) PAPER_METRIC="tokenized BLEU with compound splitting: Transformer† base 27.63 (UMST Table 2)" ;;
            transformer_wmt_en_de_big) PAPER_METRIC="tokenized BLEU with compound splitting: Transformer† big 29.31 (UMST Table 2)" ;;
            msmsa_transformer) PAPER_METRIC="tokenized BLEU with compound splitting: MSMSA† base 27.57 (UMST Table 2)" ;;
            *) PAPER_METRIC="tokenized BLEU with compound splitting (no published number for $ARCH)" ;;
        esac
        ;;
    esac
}
